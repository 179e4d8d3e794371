import { useState } from 'react';
import { VIDEO_RISK_CAPTION_MIN_SECONDS } from '@h5-page/schema/video-caption';
import type { BlockProps } from '../block-props.ts';
import './video.css';

/**
 * Video (spec section 3): `video` with its `poster`, native controls. With a poster to show,
 * nothing of the video is fetched until it plays (a phone on a metered plan pays for every byte,
 * and the file is often larger than the rest of the page); without one, only its metadata, so the
 * player has its size and first frame.
 * It plays inline on phones (iOS Safari `playsinline`, older iOS WebViews `webkit-playsinline`,
 * the X5 engine of WeChat/QQ on Android `x5-playsinline`) instead of jumping to full screen. It
 * never autoplays with sound: with `autoplay` it starts muted.
 * A risk caption stands over the picture until playback passes its seconds, and again whenever
 * the video is back at its start: shown from the server's markup, before any code has come.
 */
export default function Video({ value }: BlockProps<'video'>) {
  const src = typeof value.video === 'string' ? value.video : '';
  const poster = typeof value.poster === 'string' && value.poster !== '' ? value.poster : undefined;
  const autoplay = value.autoplay === true;
  const caption = typeof value.riskCaption === 'string' ? value.riskCaption.trim() : '';
  const seconds =
    typeof value.riskCaptionSeconds === 'number' &&
    value.riskCaptionSeconds >= VIDEO_RISK_CAPTION_MIN_SECONDS
      ? value.riskCaptionSeconds
      : VIDEO_RISK_CAPTION_MIN_SECONDS;
  const [atStart, setAtStart] = useState(true);
  return (
    <div className="h5-video">
      {src ? (
        <video
          className="h5-video-player"
          src={src}
          poster={poster}
          controls
          preload={poster && !autoplay ? 'none' : 'metadata'}
          playsInline
          webkit-playsinline="true"
          x5-playsinline="true"
          autoPlay={autoplay}
          muted={autoplay}
          onTimeUpdate={
            caption ? (event) => setAtStart(event.currentTarget.currentTime < seconds) : undefined
          }
        />
      ) : null}
      {caption && atStart ? (
        <p className="h5-video-caption" role="note">
          {caption}
        </p>
      ) : null}
    </div>
  );
}
