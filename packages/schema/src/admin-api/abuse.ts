import { z } from 'zod';

/** A page's anti-abuse rules (防刷设置) and the handsets it refuses (CONTRACT section 6). */

const caps = {
  per_address: z.int().describe('attempts one address may make a China day; 0 no cap'),
  per_device: z.int().describe('attempts one device may make a China day; 0 no cap'),
  per_handset: z.int().describe('attempts one handset may make a China day; 0 no cap'),
  verified_only: z.boolean().describe('only visitors with a phone verified by SMS'),
};
export const abuseCapsSchema = z.object(caps);
export type AbuseCaps = z.infer<typeof abuseCapsSchema>;

export const abuseRulesAnswer = z.object({
  rules: z.object({
    ...caps,
    custom: z.boolean().describe("the page's own rules (false: the server's defaults)"),
    updated_at: z.string().nullable(),
    updated_by: z.string().nullable(),
  }),
  defaults: abuseCapsSchema.describe('what a page without its own rules follows'),
});
export type AbuseRulesInfo = z.infer<typeof abuseRulesAnswer>;

export const blockedHandsetAnswer = z.object({
  handset: z.string(),
  global: z.boolean().describe('refused on every page'),
  note: z.string(),
  created_at: z.string(),
  created_by: z.string().nullable(),
});
export type BlockedHandset = z.infer<typeof blockedHandsetAnswer>;

export const blockedHandsetsAnswer = z.object({ handsets: z.array(blockedHandsetAnswer) });
export const blockedEntryAnswer = z.object({
  entry: blockedHandsetAnswer,
  created: z.boolean().describe('false: it was already listed'),
});
export const unblockedAnswer = z.object({ removed: z.literal(true) });

export const abuseRulesBody = abuseCapsSchema;
export const blockHandsetBody = z.object({
  handset: z.string(),
  note: z.string().max(200, '备注不能超过 200 个字').default(''),
  global: z.boolean('global 应为 true 或 false').default(false),
});
