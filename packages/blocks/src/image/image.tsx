import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { KeyboardEvent } from 'react';
import { LAZY_IMAGE_ROOT_MARGIN } from '@h5-page/schema/constants';
import { designPx } from '../design-px.ts';
import type { BlockProps } from '../block-props.ts';
import { useRuntime } from '../runtime.ts';
import './image.css';
import { actionOf } from '../shared/action-of.ts';
import { phonePictureSizes, phonePictureSrcSet } from '@h5-page/schema/phone-picture';
import { imageBox } from '@h5-page/schema/image-box';

const noSubscribe = () => () => {};

/**
 * Lazy image in the box `imageBox` gives (at most the column's width): `width` × `height` design
 * px, the picture cropped to it, when the marketer fixed both; else the picture's own aspect
 * ratio. The space is reserved (aspect-ratio, and the `<img>`'s width and height), so nothing
 * shifts when it loads. On the first screen, server-rendered
 * images are real `<img>`: the `priority` pictures eager and high priority (the largest of them
 * is what a phone paints last), the others `loading="lazy"`. Below it, and whenever rendered in
 * the browser, an image loads when it comes within the lazy margin of the viewport
 * (IntersectionObserver); the server's markup holds it in `<noscript>` for browsers without
 * JavaScript. A media-library picture is offered at phone widths (`srcset`), but for the
 * priority ones, which go out at full width as the server preloads them.
 */
export default function Image({
  value,
  path,
  priority = false,
  firstScreen = false,
}: BlockProps<'image'>) {
  const runtime = useRuntime();
  const url = typeof value.url === 'string' ? value.url : '';
  const alt = typeof value.alt === 'string' ? value.alt : '';
  const frame = imageBox(value);
  const action = actionOf(value.action);

  // true while rendering on the server and while hydrating what it rendered.
  const fromServer = useSyncExternalStore(
    noSubscribe,
    () => false,
    () => true,
  );
  // Only the first screen's pictures are in the server's markup as such: a phone's browser fetches
  // a lazy picture as far as two or three screens ahead, and those bytes would come before the
  // page's code. The others wait for the margin of the viewport; without JavaScript, the
  // `<noscript>` copy shows them.
  const [eager] = useState(fromServer && (priority || firstScreen));
  const [inView, setInView] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const shown = eager || inView;

  useEffect(() => {
    const element = box.current;
    if (shown || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setInView(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          setInView(true);
        }
      },
      { rootMargin: LAZY_IMAGE_ROOT_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [shown]);

  const srcSet = priority ? undefined : phonePictureSrcSet(url);
  const sizes = srcSet ? phonePictureSizes(Math.min(frame?.width ?? 750, 750) / 750) : undefined;
  const picture = {
    className: 'h5-image-img',
    src: url,
    alt,
    width: frame?.attributes.width,
    height: frame?.attributes.height,
  };
  const run = action
    ? () => {
        if (value.isNeedLogin && !runtime.auth.token()) {
          runtime.env.login();
          return;
        }
        void runtime.actions.run(action, { path, block: 'image' });
      }
    : undefined;
  const onKeyDown = run
    ? (event: KeyboardEvent) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          run();
        }
      }
    : undefined;

  return (
    <div
      ref={box}
      className={`h5-image${frame ? ' h5-image-sized' : ''}${run ? ' h5-image-action' : ''}`}
      style={frame ? { width: designPx(frame.width), aspectRatio: frame.aspectRatio } : undefined}
      role={run ? 'button' : undefined}
      tabIndex={run ? 0 : undefined}
      aria-label={run ? alt || undefined : undefined}
      onClick={run}
      onKeyDown={onKeyDown}
    >
      {url && !shown && fromServer ? (
        // A static image's copy is also what the page reveals near the viewport, without this
        // code (h5's static-pictures.ts): the same picture as below.
        <noscript>
          <img {...picture} srcSet={srcSet} sizes={sizes} loading="lazy" decoding="async" />
        </noscript>
      ) : null}
      {shown && url ? (
        <img
          {...picture}
          // The first screen's pictures go out at full width, as the server preloads them.
          srcSet={srcSet}
          sizes={sizes}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding={priority ? undefined : 'async'}
        />
      ) : null}
    </div>
  );
}
