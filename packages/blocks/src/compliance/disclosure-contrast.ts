import { contrastRatio, overlay, parseCssColour } from '@h5-page/schema/css-colour';
import type { Rgba } from '@h5-page/schema/css-colour';
import { isBackgroundImageUrl } from '@h5-page/schema/page-background';
import { COPYRIGHT_COLOURS } from '../shared/copyright-texts.ts';
import type { ComplianceProblem } from './compliance-problem.ts';
import { pageBlocks } from './page-blocks.ts';
import { needsDisclosure } from './risk-disclosure.ts';

/** WCAG's least contrast for body text, which the disclosure is. */
export const DISCLOSURE_MIN_CONTRAST = 4.5;
/** What shows behind a page without a background of its own (the visitor app's stylesheet). */
const PAGE_DEFAULT = '#fff';
const FOOTER = '「版权及风险提示」';

const solid = (value: string) => parseCssColour(value)!;

/**
 * The disclosure's weakest contrast over `background` (an opaque colour): its text and heading,
 * on the page and inside the risk box's tint.
 */
function weakestContrast(background: Rgba): number {
  const box = overlay(solid(COPYRIGHT_COLOURS.riskBox), background);
  const inks = [solid(COPYRIGHT_COLOURS.text), solid(COPYRIGHT_COLOURS.heading)];
  return Math.min(
    ...inks.flatMap((ink) => [contrastRatio(ink, background), contrastRatio(ink, box)]),
  );
}

/**
 * On a page that needs the disclosure, whether visitors can read it: its grey type against the
 * page's background must reach 4.5:1 (the type is the footer's own; the background is the
 * marketer's, at the page's `background` field). A background picture, or a colour this product
 * cannot work out, is a warning to look at: no check can see what lies under the footer.
 */
export function disclosureContrastProblems(page: unknown): ComplianceProblem[] {
  const blocks = (page as { page_schema?: unknown } | null)?.page_schema;
  const all = pageBlocks(blocks);
  if (!all.some(needsDisclosure)) return [];
  if (!all.some((block) => block.name === 'copyright' && !block.inPopup)) return [];
  const raw = (page as { background?: unknown } | null)?.background;
  const background = typeof raw === 'string' && raw !== '' ? raw : PAGE_DEFAULT;
  const problem = (level: ComplianceProblem['level'], message: string): ComplianceProblem[] => [
    { path: 'background', rule: 'risk-disclosure', level, message },
  ];
  if (isBackgroundImageUrl(background))
    return problem(
      'warning',
      `页面背景为图片，请确认${FOOTER}处的文字与背景对比度不低于 ${DISCLOSURE_MIN_CONTRAST}:1`,
    );
  const colour = parseCssColour(background);
  if (!colour)
    return problem(
      'warning',
      `无法计算页面背景色「${background}」与${FOOTER}文字的对比度，请改用十六进制颜色（如 #f5f5f5）`,
    );
  // A translucent background shows the visitor app's white through it.
  const shown = overlay(colour, solid(PAGE_DEFAULT));
  const ratio = weakestContrast(shown);
  if (ratio >= DISCLOSURE_MIN_CONTRAST) return [];
  return problem(
    'error',
    `${FOOTER}的文字与页面背景对比度为 ${ratio.toFixed(1)}:1，低于 ${DISCLOSURE_MIN_CONTRAST}:1，风险提示看不清；请改用更浅的背景色`,
  );
}
