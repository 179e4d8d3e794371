import { z } from 'zod';

/** A page's A/B test: its figures and verdict (CONTRACT section 8). */

export const experimentAnswer = z.object({
  live: z.boolean().describe('the version visitors see now has variants'),
  version: z.int().nullable().describe('that version'),
  from: z.string(),
  to: z.string(),
  test: z.string().describe('the significance test behind `winner`'),
  variants: z.array(
    z.object({
      key: z.string(),
      weight: z.int(),
      unique_visitors: z.int(),
      clicks: z.int(),
      leads: z.int(),
      conversion: z.number().describe('leads / unique visitors, 0 to 1'),
      conversion_low: z.number().describe("Wilson's 95 % interval"),
      conversion_high: z.number(),
      p_value: z
        .number()
        .nullable()
        .describe(
          'always valid (mSPRT, the lowest over the daily looks), against the control (the first)',
        ),
      difference_low: z
        .number()
        .nullable()
        .describe('the confidence sequence (95 %) on conversion minus the control’s'),
      difference_high: z.number().nullable(),
      significant: z.boolean().describe('against the control, after Holm’s correction'),
    }),
  ),
  winner: z.string().nullable(),
  reason: z.string().describe('why there is a winner or none, in words for the marketer'),
  sample_ratio: z
    .object({
      observed: z.array(z.int()).describe('visitors per variant'),
      expected: z.array(z.number()).describe('visitors per variant the weights call for'),
      chi_square: z.number(),
      p_value: z.number(),
      mismatch: z.boolean().describe('p < 0.001: the split is off (分流异常), no winner is named'),
    })
    .nullable()
    .describe('the sample-ratio check; null before the test is live'),
  plan: z
    .object({
      lift: z.number().describe('the relative lift planned for (0.2: +20 %)'),
      power: z.number(),
      baseline: z.number().describe('the conversion planned from'),
      baseline_from: z.enum(['control', 'page']).describe('the control so far, or the page lately'),
      visitors_per_variant: z.int().nullable().describe('null: no finite sample detects it'),
      daily_visitors: z.number().describe('the page’s visitors a day over the last 7 days'),
      days: z.int().nullable().describe('days the whole test takes at that traffic'),
      days_left: z.int().nullable(),
    })
    .nullable()
    .describe('how many visitors the test needs; null while no conversion is known to plan from'),
});
export type ExperimentInfo = z.infer<typeof experimentAnswer>;
export type VariantFigures = ExperimentInfo['variants'][number];

export const variantsBody = z.object({
  variants: z
    .array(z.unknown())
    .describe('[{key, weight, page_schema}]: 2 to 4, weights summing to 100; [] ends the test'),
});
