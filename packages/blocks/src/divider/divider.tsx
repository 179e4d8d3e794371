import { isCssColour } from '@h5-page/schema/css-colour';
import type { BlockProps } from '../block-props.ts';
import { designPx } from '../design-px.ts';
import './divider.css';

const LINE_STYLES = new Set(['solid', 'dashed', 'dotted']);

/** A number of design px within bounds, or the fallback when the value is not one. */
function px(value: unknown, min: number, max: number, fallback: number): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return fallback;
  return Math.min(max, Math.max(min, value));
}

/** Divider: a horizontal line between sections, with the space around it (design px). */
export default function Divider({ value }: BlockProps<'divider'>) {
  const color = typeof value.color === 'string' && isCssColour(value.color) ? value.color : null;
  const lineStyle = LINE_STYLES.has(String(value.lineStyle)) ? value.lineStyle : null;
  const side = designPx(px(value.sideMargin, 0, 300, 32));
  return (
    <div
      className="h5-divider"
      style={{
        paddingTop: designPx(px(value.marginTop, 0, 200, 24)),
        paddingBottom: designPx(px(value.marginBottom, 0, 200, 24)),
        paddingLeft: side,
        paddingRight: side,
      }}
    >
      <hr
        className="h5-divider-line"
        style={{
          borderTopWidth: designPx(px(value.thickness, 1, 20, 2)),
          ...(lineStyle ? { borderTopStyle: lineStyle } : {}),
          ...(color ? { borderTopColor: color } : {}),
        }}
      />
    </div>
  );
}
