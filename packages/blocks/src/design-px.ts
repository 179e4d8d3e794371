import { DESIGN_WIDTH } from '@h5-page/schema/constants';

/**
 * A length in design px (750-px design width) for inline styles, which the CSS build does not
 * convert: `--h5-vw` is 1% of the page column (1vw on phones, 7.5px in the desktop column).
 */
export function designPx(px: number): string {
  const n = Number.isFinite(px) ? px : 0;
  return `calc(${n} * var(--h5-vw, 1vw) / ${DESIGN_WIDTH / 100})`;
}
