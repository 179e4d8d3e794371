import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { KeyboardEvent } from 'react';
import { LAZY_IMAGE_ROOT_MARGIN } from '@h5-page/schema/constants';
import { designPx } from '../design-px.ts';
import type { BlockProps } from '../registry.ts';
import { useRuntime } from '../runtime.ts';
import './image.css';
import { actionOf } from '../shared/action-of.ts';
import { phonePictureSizes, phonePictureSrcSet } from '@h5-page/schema/phone-picture';

const noSubscribe = () => () => {};

/**
 * Lazy image, `width`/`height` design px wide and high (at most the column's width): the space is
 * reserved (aspect-ratio), so nothing shifts when it loads. Server-rendered images are real
 * `<img loading="lazy">` (visible without JavaScript, fetched by the browser before hydration),
 * except the first screen's `priority` pictures: eager and high priority, since the largest of
 * them is what a phone paints last. Images rendered later on the client load when they come
 * within the lazy margin of the viewport (IntersectionObserver).
 */
export default function Image({ value, path, priority = false }: BlockProps<'image'>) {
  const runtime = useRuntime();
  const url = typeof value.url === 'string' ? value.url : '';
  const alt = typeof value.alt === 'string' ? value.alt : '';
  const width = Number(value.width) || 0;
  const height = Number(value.height) || 0;
  const action = actionOf(value.action);

  // true while rendering on the server and while hydrating what it rendered.
  const fromServer = useSyncExternalStore(
    noSubscribe,
    () => false,
    () => true,
  );
  const [eager] = useState(fromServer);
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

  const sized = width > 0 && height > 0;
  const srcSet = priority ? undefined : phonePictureSrcSet(url);
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
      className={`h5-image${sized ? ' h5-image-sized' : ''}${run ? ' h5-image-action' : ''}`}
      style={sized ? { width: designPx(width), aspectRatio: `${width} / ${height}` } : undefined}
      role={run ? 'button' : undefined}
      tabIndex={run ? 0 : undefined}
      aria-label={run ? alt || undefined : undefined}
      onClick={run}
      onKeyDown={onKeyDown}
    >
      {shown && url ? (
        <img
          className="h5-image-img"
          src={url}
          alt={alt}
          width={sized ? width : undefined}
          height={sized ? height : undefined}
          // The first screen's pictures go out at full width, as the server preloads them.
          srcSet={srcSet}
          sizes={srcSet ? phonePictureSizes((sized ? Math.min(width, 750) : 750) / 750) : undefined}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding={priority ? undefined : 'async'}
        />
      ) : null}
    </div>
  );
}
