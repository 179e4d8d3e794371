import type { ComplianceRule } from './compliance-problem.ts';

/** Each rule's Chinese name, as the builder shows it beside a problem. */
export const COMPLIANCE_RULE_LABELS: Readonly<Record<ComplianceRule, string>> = {
  'forbidden-phrase': '禁用词',
  'needs-notice': '缺少声明',
  'risk-disclosure': '风险提示',
  placeholder: '占位内容',
  'external-link': '外部链接',
  clipped: '文字被截断',
};
