import { ALLOCATION_FLOOR, ALLOCATION_REFRESH_MS, HOLDOUT_SHARE } from '@h5-page/schema/variants';

/**
 * How an A/B test's traffic is split, in the builder's words. The numbers come from the schema
 * (what the server runs) or from the server's answer, so the text never disagrees with either.
 */

/** The numbers of an automatic allocation, as the experiment answer sends them. */
export interface AllocationRule {
  /** The share of new visitors split equally (0 to 1). */
  holdout_share: number;
  /** Each variant's least share of the visitors moved (0 to 1). */
  floor: number;
  /** How often the shares change at most. */
  refresh_ms: number;
}

/** The rule the schema sets, for screens that have no answer from the server to read. */
export const SCHEMA_ALLOCATION_RULE: AllocationRule = {
  holdout_share: HOLDOUT_SHARE,
  floor: ALLOCATION_FLOOR,
  refresh_ms: ALLOCATION_REFRESH_MS,
};

/** A number with at most one decimal and none when whole: `20`, `33.3`. */
export const oneDecimal = (n: number) => String(Math.round(n * 10) / 10);

/** A share (0 to 1) in per cent, at most one decimal: `20%`, `33.3%`. */
export const shareText = (share: number) => `${oneDecimal(share * 100)}%`;

/** The rule in a sentence: who is split equally, who is moved, how often, and the floor. */
export function allocationRuleText(rule: AllocationRule = SCHEMA_ALLOCATION_RULE): string {
  const minutes = oneDecimal(rule.refresh_ms / 60_000);
  return `${shareText(rule.holdout_share)} 的新访客平均分配给各方案，实验数据只统计这部分访客；其余访客按各方案转化率最优的概率分配（每 ${minutes} 分钟更新，每个方案至少 ${shareText(rule.floor)}）`;
}

/** An allocation's name where a setting is listed (the diff, the audit trail). */
export function allocationLabel(allocation: 'weights' | 'thompson'): string {
  return allocation === 'thompson'
    ? `自动分配（Thompson 抽样，留出 ${shareText(HOLDOUT_SHARE)} 平均分配用于分析）`
    : '按流量占比';
}
