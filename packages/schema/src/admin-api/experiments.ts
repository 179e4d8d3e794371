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
      p_value: z.number().nullable().describe('two-sided, against the control (the first)'),
      significant: z.boolean().describe('against the control, after Holm’s correction'),
    }),
  ),
  winner: z.string().nullable(),
  reason: z.string().describe('why there is a winner or none, in words for the marketer'),
});
export type ExperimentInfo = z.infer<typeof experimentAnswer>;
export type VariantFigures = ExperimentInfo['variants'][number];

export const variantsBody = z.object({
  variants: z
    .array(z.unknown())
    .describe('[{key, weight, page_schema}]: 2 to 4, weights summing to 100; [] ends the test'),
});
