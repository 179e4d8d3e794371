import { findPlaceholders } from '../placeholders.ts';
import type { ComplianceProblem } from './compliance-problem.ts';

/**
 * Content still at its placeholder (`findPlaceholders`). An example that states facts (the
 * footer's sample licence number and hotline, the lead form's callback note) is an error: a page
 * would state a licence, a complaint line or a callback number that are not the company's, a
 * false disclosure. Demo banners, the sample video and marquee text are warnings: stand-ins a
 * visitor should not see, but no fact anyone relies on.
 */
export function placeholderProblems(blocks: unknown): ComplianceProblem[] {
  if (!Array.isArray(blocks)) return [];
  return findPlaceholders(blocks).map((hit) => ({
    path: hit.path,
    rule: 'placeholder',
    level: hit.example ? 'error' : 'warning',
    message: hit.example
      ? `${hit.label}仍是示例内容，请填写公司自己的`
      : `${hit.label}仍是组件的默认占位内容`,
  }));
}
