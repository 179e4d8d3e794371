import { useEffect, useRef, useState } from 'react';
import { MARQUEE_CHECK_DELAY_MS } from '@h5-page/schema/constants';
import { designPx } from '../design-px.ts';
import type { BlockProps } from '../block-props.ts';
import { marqueeDuration } from './marquee-duration.ts';
import './marquee.css';

/**
 * Marquee (spec sections 3, 4): one line of text in a box `width` design px wide (the column when
 * unset). MARQUEE_CHECK_DELAY_MS after mount it measures the text: only text wider than its box
 * scrolls, in `marqueeDuration` seconds per pass. It pauses while hovered (CSS) or touched.
 */
export default function Marquee({ value }: BlockProps<'marquee'>) {
  const content = typeof value.content === 'string' ? value.content : '';
  const width = typeof value.width === 'number' && value.width > 0 ? value.width : null;
  const view = useRef<HTMLDivElement>(null);
  const text = useRef<HTMLSpanElement>(null);
  const [scrolling, setScrolling] = useState(false);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    setScrolling(false);
    const timer = setTimeout(() => {
      const box = view.current;
      const line = text.current;
      if (box && line) setScrolling(line.scrollWidth > box.clientWidth);
    }, MARQUEE_CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [content, width]);

  const duration = marqueeDuration(content, value.speed);
  const className = `h5-marquee${scrolling ? ' h5-marquee-scrolling' : ''}${paused ? ' h5-marquee-paused' : ''}`;
  return (
    <div className="h5-marquee-row">
      <div
        className={className}
        style={width !== null ? { width: designPx(width) } : undefined}
        onTouchStart={() => setPaused(true)}
        onTouchEnd={() => setPaused(false)}
        onTouchCancel={() => setPaused(false)}
      >
        <svg className="h5-marquee-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M3 9.5v5a1 1 0 0 0 1 1h3l4.4 3.5a.6.6 0 0 0 1-.5V5.5a.6.6 0 0 0-1-.5L7 8.5H4a1 1 0 0 0-1 1Zm13.5-2.9a.9.9 0 0 1 1.3.1 8.2 8.2 0 0 1 0 10.6.9.9 0 1 1-1.4-1.2 6.4 6.4 0 0 0 0-8.2.9.9 0 0 1 .1-1.3Zm-2.4 2.6a.9.9 0 0 1 1.3.2 4.4 4.4 0 0 1 0 5.2.9.9 0 1 1-1.5-1 2.6 2.6 0 0 0 0-3.2.9.9 0 0 1 .2-1.2Z"
          />
        </svg>
        <div className="h5-marquee-view" ref={view}>
          <div
            className="h5-marquee-track"
            style={scrolling ? { animationDuration: `${duration}s` } : undefined}
          >
            <span className="h5-marquee-text" ref={text}>
              {content}
            </span>
          </div>
        </div>
      </div>
    </div>
  );
}
