import { useEffect, useId, useRef, useState } from 'react';
import type { CSSProperties, KeyboardEvent, ReactNode } from 'react';
import { RenderBlocks } from '../render-blocks.tsx';
import type { BlockProps } from '../block-props.ts';
import { safeStyle } from '../shared/safe-style.ts';
import './scrollView.css';

/**
 * Style properties that lay out the items: they go on the scrolling track (so the items scroll
 * through the padding to the edges), the rest on the box.
 */
const TRACK_PROPERTIES = [
  'gap',
  'columnGap',
  'rowGap',
  'alignItems',
  'justifyContent',
  'padding',
  'paddingTop',
  'paddingRight',
  'paddingBottom',
  'paddingLeft',
] as const;

/** Padding property -> the scroll padding that makes snapping respect it. */
const SCROLL_PADDING: Record<string, string> = {
  padding: 'scrollPadding',
  paddingLeft: 'scrollPaddingLeft',
  paddingRight: 'scrollPaddingRight',
};

function splitStyle(style: CSSProperties): { box: CSSProperties; track: CSSProperties } {
  const box: Record<string, unknown> = { ...style };
  const track: Record<string, unknown> = {};
  for (const property of TRACK_PROPERTIES) {
    if (property in box) {
      track[property] = box[property];
      const scrollPadding = SCROLL_PADDING[property];
      if (scrollPadding) track[scrollPadding] = box[property];
      delete box[property];
    }
  }
  return { box: box as CSSProperties, track: track as CSSProperties };
}

interface Indicator {
  left: number;
  width: number;
}

/** The tab around the `index`th child (a child of an unknown block is skipped, so not by position). */
function tabAt(track: HTMLElement, index: number): HTMLElement | null {
  return track.querySelector<HTMLElement>(`:scope > [data-tab="${index}"]`);
}

/**
 * Scroll view (CONTRACT section 4): its `children` side by side in one row that scrolls
 * horizontally (scroll snapping, no visible scroll bar). With `tab` it is a scrollable tab bar:
 * the pressed item becomes the current one, is underlined and scrolled to the middle; the items'
 * own actions still run. With `tab` and `tabs` the bar is those labels and the children are their
 * panes under it, the current tab's shown (the others stay in the HTML, hidden). `style` is
 * applied through a whitelist (`safeStyle`).
 */
export default function ScrollView({ value, children, path }: BlockProps<'scrollView'>) {
  const tab = value.tab === true;
  const labels = tab && Array.isArray(value.tabs) ? value.tabs.map((t) => t.label.trim()) : [];
  const withPanes = labels.length > 0;
  const count = withPanes ? labels.length : children.length;
  const id = useId();
  const { box, track: trackStyle } = splitStyle(safeStyle(value.style));
  const track = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const [indicator, setIndicator] = useState<Indicator | null>(null);

  // The underline follows the current tab; it is measured, so it appears once in the browser.
  useEffect(() => {
    const element = track.current;
    if (!tab || !element) return;
    const measure = () => {
      const item = tabAt(element, current);
      if (!item) {
        setIndicator(null);
        return;
      }
      setIndicator({ left: item.offsetLeft, width: item.offsetWidth });
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const item of Array.from(element.children)) {
      if (!item.classList.contains('h5-scroll-view-indicator')) observer.observe(item);
    }
    return () => observer.disconnect();
  }, [tab, current, children]);

  const select = (index: number, focus: boolean) => {
    const element = track.current;
    const item = element && tabAt(element, index);
    if (!element || !item) return;
    setCurrent(index);
    if (focus) item.focus();
    const left = item.offsetLeft - (element.clientWidth - item.offsetWidth) / 2;
    if (typeof element.scrollTo === 'function') element.scrollTo({ left, behavior: 'smooth' });
  };

  // A tab bar is a tablist: each item a tab, the current one selected and the one in the tab
  // order, the arrow keys moving between them (WAI-ARIA tabs pattern).
  const onKeyDown = (event: KeyboardEvent<HTMLElement>, index: number) => {
    const last = count - 1;
    const next =
      event.key === 'ArrowRight'
        ? Math.min(index + 1, last)
        : event.key === 'ArrowLeft'
          ? Math.max(index - 1, 0)
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : event.key === 'Enter' || event.key === ' '
                ? index
                : -1;
    if (next < 0 || event.target !== event.currentTarget) return;
    event.preventDefault();
    select(next, next !== index);
  };

  const wrap = tab
    ? (index: number, block: ReactNode) => (
        <div
          className="h5-scroll-view-tab-item"
          data-tab={index}
          role="tab"
          aria-selected={index === current}
          tabIndex={index === current ? 0 : -1}
          onClick={() => select(index, false)}
          onKeyDown={(event) => onKeyDown(event, index)}
        >
          {block}
        </div>
      )
    : undefined;

  const tabId = (index: number) => `${id}-tab-${index}`;
  const paneId = (index: number) => `${id}-pane-${index}`;
  const pane = (index: number, block: ReactNode) => (
    <div
      className="h5-scroll-view-pane"
      role="tabpanel"
      id={paneId(index)}
      aria-labelledby={tabId(index)}
      hidden={index !== current}
    >
      {block}
    </div>
  );

  return (
    <div className={`h5-scroll-view${tab ? ' h5-scroll-view-tab' : ''}`} style={box}>
      <div
        ref={track}
        className="h5-scroll-view-track"
        style={trackStyle}
        role={tab ? 'tablist' : undefined}
        data-current={tab ? current : undefined}
      >
        {withPanes ? (
          labels.map((label, index) => (
            <button
              key={index}
              type="button"
              className="h5-scroll-view-tab-item h5-scroll-view-tab-label"
              data-tab={index}
              role="tab"
              id={tabId(index)}
              aria-controls={paneId(index)}
              aria-selected={index === current}
              tabIndex={index === current ? 0 : -1}
              onClick={() => select(index, false)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {label}
            </button>
          ))
        ) : (
          <RenderBlocks blocks={children} path={`${path}.children`} wrap={wrap} />
        )}
        {tab && indicator ? (
          <span
            className="h5-scroll-view-indicator"
            aria-hidden="true"
            style={{ transform: `translateX(${indicator.left}px)`, width: indicator.width }}
          />
        ) : null}
      </div>
      {withPanes ? (
        <RenderBlocks
          blocks={children.slice(0, labels.length)}
          path={`${path}.children`}
          wrap={pane}
        />
      ) : null}
    </div>
  );
}
