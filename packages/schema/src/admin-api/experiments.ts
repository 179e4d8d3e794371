import { z } from 'zod';

// A rename is published without starting a new analysis period, so a name is read from the
// page now, not from the period's split.
const VARIANT_NAME = z
  .string()
  .optional()
  .describe(
    'the name the marketer gave it, as the live version (else the draft) has it; absent: unnamed. Shown as 方案 B · name',
  );

/** A page's A/B test: its figures and verdict (CONTRACT section 8). */

export const experimentAnswer = z.object({
  live: z.boolean().describe('the version visitors see now has variants'),
  version: z.int().nullable().describe('that version'),
  from: z.string(),
  to: z.string(),
  test: z.string().describe('the significance test behind `winner`'),
  period: z
    .int()
    .nullable()
    .describe('the analysis period read (its number in `periods`); null: none ran yet'),
  periods: z
    .array(
      z.object({
        number: z.int(),
        start: z.string().describe('when this split began to serve (ISO 8601)'),
        end: z
          .string()
          .nullable()
          .describe('when a version with another split replaced it; null: it serves'),
        versions: z.array(z.int()).describe('the published versions that served it'),
        allocation: z
          .enum(['weights', 'thompson'])
          .describe('by the weights, or automatic (only its equal-weight holdout is analysed)'),
        variants: z
          .array(z.object({ key: z.string(), weight: z.number() }))
          .describe('the weights the analysis checks the split against (the holdout’s: equal)'),
      }),
    )
    .describe(
      'one per split of traffic the page ran: changing the variants, their weights or the allocation starts a new one',
    ),
  holdout_only: z
    .boolean()
    .describe('the period read is an automatic allocation’s: only its holdout’s visitors count'),
  allocation: z
    .object({
      holdout_share: z.number().describe('the share of new visitors split equally (0.2)'),
      floor: z.number().describe('each variant’s least share of the visitors moved (0.1)'),
      refresh_ms: z.int().describe('the weights change at most this often'),
      computed_at: z
        .string()
        .nullable()
        .describe('when the weights in use were computed; null: none yet, all split equally'),
      variants: z.array(
        z.object({
          key: z.string(),
          name: VARIANT_NAME,
          weight: z
            .number()
            .describe('its share of the visitors moved, 0 to 1 (the holdout aside)'),
          share: z.number().describe('its share of all new visitors, holdout included, 0 to 1'),
          chance_best: z
            .number()
            .nullable()
            .describe('the chance its conversion is the highest, when the weights were computed'),
        }),
      ),
    })
    .nullable()
    .describe('the automatic allocation of the version visitors see now; null: by the weights'),
  quick_leave_ms: z.int().describe('the guardrail: a visitor who leaves within this long'),
  variants: z.array(
    z.object({
      key: z.string(),
      name: VARIANT_NAME,
      weight: z.number(),
      unique_visitors: z.int(),
      clicks: z.int(),
      clicks_per_visitor: z.number(),
      clicks_per_visitor_low: z.number().describe('95 % interval of the mean'),
      clicks_per_visitor_high: z.number(),
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
      stay_measured: z.int().describe('visitors whose time on the page was reported'),
      quick_leaves: z.int().describe('of those, the ones who left within quick_leave_ms'),
      quick_leave_rate: z.number(),
      quick_leave_low: z.number().describe("Wilson's 95 % interval"),
      quick_leave_high: z.number(),
      quick_leave_p: z
        .number()
        .nullable()
        .describe('always valid, against the control; null for the control or too few counts'),
      quick_leave_worse: z
        .boolean()
        .describe('significantly more quick leaves than the control: it cannot win'),
    }),
  ),
  winner: z.string().nullable(),
  held_back: z
    .string()
    .nullable()
    .describe('the variant that wins on conversion but is held back by the guardrail'),
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
    .describe(
      '[{key, weight, name?, page_schema}]: 2 to 4, weights summing to 100, names distinct; [] ends the test',
    ),
  variant_allocation: z
    .literal('thompson', {
      error: '参数 variant_allocation 只能是 "thompson"（自动分配）或 null（按流量占比）',
    })
    .nullable()
    .optional()
    .describe(
      '"thompson": move traffic toward the better variant; null: by the weights; absent: unchanged',
    ),
});
