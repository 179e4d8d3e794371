import type { BlockProps } from '../registry.ts';
import './video.css';

/**
 * Video (spec section 3): `video` with its `poster`, native controls, metadata preloaded only.
 * It plays inline on phones (iOS Safari `playsinline`, older iOS WebViews `webkit-playsinline`,
 * the X5 engine of WeChat/QQ on Android `x5-playsinline`) instead of jumping to full screen. It
 * never autoplays with sound: with `autoplay` it starts muted.
 */
export default function Video({ value }: BlockProps<'video'>) {
  const src = typeof value.video === 'string' ? value.video : '';
  const poster = typeof value.poster === 'string' && value.poster !== '' ? value.poster : undefined;
  const autoplay = value.autoplay === true;
  return (
    <div className="h5-video">
      {src ? (
        <video
          className="h5-video-player"
          src={src}
          poster={poster}
          controls
          preload="metadata"
          playsInline
          webkit-playsinline="true"
          x5-playsinline="true"
          autoPlay={autoplay}
          muted={autoplay}
        />
      ) : null}
    </div>
  );
}
