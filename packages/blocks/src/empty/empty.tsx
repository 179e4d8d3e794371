import type { BlockProps } from '../block-props.ts';
import { designPx } from '../design-px.ts';
import './empty.css';

/** Empty spacer: `height` design px of nothing. */
export default function Empty({ value }: BlockProps<'empty'>) {
  const height = Math.max(0, Number(value.height) || 0);
  return <div className="h5-empty" style={{ height: designPx(height) }} aria-hidden="true" />;
}
