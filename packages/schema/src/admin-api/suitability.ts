import { z } from 'zod';
import { RISK_LEVELS, RISK_TIERS } from '../suitability.ts';

/**
 * Suitability records (适当性记录): every check of a product against a visitor's risk tier, what
 * the visitor was shown and whether they confirmed, readable by reviewers, publishers and admins.
 */

export const SUITABILITY_OUTCOMES = ['match', 'mismatch', 'unassessed'] as const;
export type SuitabilityOutcome = (typeof SUITABILITY_OUTCOMES)[number];

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为 YYYY-MM-DD')
  .describe('a China day, YYYY-MM-DD');

export const suitabilityMatchesQuery = z.object({
  from: day.optional(),
  to: day.optional(),
  handset: z
    .string()
    .regex(/^\d{11}$/, '手机号应为 11 位数字')
    .optional()
    .describe("the visitor's whole handset"),
  shop_product_id: z.coerce.number().int().positive('商品编号应为正整数').optional(),
});

/** The list's filters as a client sends them (query strings). */
export type SuitabilityFilters = { [K in keyof z.input<typeof suitabilityMatchesQuery>]?: string };

export const suitabilityMatchAnswer = z.object({
  id: z.int(),
  at: z.string().describe('ISO 8601: when the visitor was shown the check'),
  handset: z.string().describe('masked unless the role sees whole phone numbers'),
  shop_product_id: z.int(),
  product_name: z.string(),
  risk_level: z.enum(RISK_LEVELS),
  tier: z.enum(RISK_TIERS).nullable().describe('null: not assessed'),
  outcome: z.enum(SUITABILITY_OUTCOMES),
  shown_text: z.string().describe('exactly what the visitor read'),
  page: z.string().nullable().describe('the page the visitor was on'),
  confirmed_at: z.string().nullable().describe("ISO 8601: the visitor's confirmation, or null"),
  order_pid: z.string().nullable().describe('the order this confirmation allowed, or null'),
});
export type SuitabilityMatchInfo = z.infer<typeof suitabilityMatchAnswer>;

export const suitabilityMatchesAnswer = z.object({
  matches: z.array(suitabilityMatchAnswer).describe('newest first, at most 500'),
});
