import { useEffect, useRef, useState } from 'react';
import { RenderBlocks } from '../render-blocks.tsx';
import type { BlockProps } from '../block-props.ts';
import { safeStyle } from '../shared/safe-style.ts';
import './suspension.css';

export const SUSPENSION_POSITIONS = ['top', 'bottom', 'left', 'right'] as const;
export type SuspensionPosition = (typeof SUSPENSION_POSITIONS)[number];
export type SuspensionAlign = 'start' | 'center' | 'end';

function positionOf(value: unknown): SuspensionPosition {
  return (SUSPENSION_POSITIONS as readonly unknown[]).includes(value)
    ? (value as SuspensionPosition)
    : 'bottom';
}

function alignOf(value: unknown): SuspensionAlign {
  return value === 'start' || value === 'end' ? value : 'center';
}

/**
 * Suspension bar / floating container (CONTRACT section 4) of its `children`, fixed in the
 * viewport (inside the page column on desktops). 'top' and 'bottom' are bars as wide as the
 * column, kept clear of the iPhone's notch and home indicator (safe-area insets); where the block
 * sits, a spacer as high as the bar stays in the page flow, so the bar never covers the end of
 * the page (the copyright footer) or its start. 'left' and 'right' float over the content at that
 * side, placed by `align` at the top, middle or bottom (corners). `style` goes through a whitelist.
 */
export default function Suspension({ value, children, path }: BlockProps<'suspension'>) {
  const position = positionOf(value.position);
  const align = alignOf(value.align);
  const bar = position === 'top' || position === 'bottom';
  const fixed = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState(0);

  // The spacer follows the bar's height (its content may load later or wrap).
  useEffect(() => {
    const element = fixed.current;
    if (!bar || !element) return;
    const measure = () => setHeight(element.getBoundingClientRect().height);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [bar]);

  const className = bar
    ? `h5-suspension h5-suspension-${position}`
    : `h5-suspension h5-suspension-${position} h5-suspension-align-${align}`;

  return (
    <>
      {bar ? <div className="h5-suspension-spacer" style={{ height }} aria-hidden="true" /> : null}
      <div ref={fixed} className={className} data-pinned="">
        <div className="h5-suspension-box" style={safeStyle(value.style)}>
          {position === 'top' ? <div className="h5-suspension-safe-top" /> : null}
          <RenderBlocks blocks={children} path={`${path}.children`} />
          {position === 'bottom' ? <div className="h5-suspension-safe-bottom" /> : null}
        </div>
      </div>
    </>
  );
}
