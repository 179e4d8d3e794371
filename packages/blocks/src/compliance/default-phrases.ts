import type { CompliancePhrase } from './compliance-problem.ts';

/**
 * The phrase list while admins have not edited it. Promises of a return or of safety are
 * forbidden outright for investment-advice marketing (errors); 稳定收益 and 翻倍 can describe a
 * product's history or a chart honestly, so they are warnings a reviewer reads in context.
 */
export const DEFAULT_COMPLIANCE_PHRASES: readonly CompliancePhrase[] = [
  { phrase: '保本', level: 'error' },
  { phrase: '保收益', level: 'error' },
  { phrase: '稳赚', level: 'error' },
  { phrase: '零风险', level: 'error' },
  { phrase: '无风险', level: 'error' },
  { phrase: '承诺收益', level: 'error' },
  { phrase: '必涨', level: 'error' },
  { phrase: '内幕', level: 'error' },
  { phrase: '包赚', level: 'error' },
  { phrase: '100% 收益', level: 'error' },
  { phrase: '稳定收益', level: 'warning' },
  { phrase: '翻倍', level: 'warning' },
];
