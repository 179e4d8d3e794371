import { findPlaceholders } from '../placeholders.ts';
import type { ComplianceProblem } from './compliance-problem.ts';

/**
 * Content still at its placeholder (`findPlaceholders`). The footer's sample licence number and
 * hotline are errors: a page would state a licence and a complaint line that are not the
 * company's, a false regulatory disclosure. Demo banners, the sample video and marquee text are
 * warnings: stand-ins a visitor should not see, but nothing the regulator asks for.
 */
export function placeholderProblems(blocks: unknown): ComplianceProblem[] {
  if (!Array.isArray(blocks)) return [];
  return findPlaceholders(blocks).map((hit) => {
    const disclosure = hit.block === 'copyright';
    return {
      path: hit.path,
      rule: 'placeholder',
      level: disclosure ? 'error' : 'warning',
      message: disclosure
        ? `${hit.label}仍是示例内容，请填写公司自己的`
        : `${hit.label}仍是组件的默认占位内容`,
    };
  });
}
