import { z } from 'zod';
import { isStatsDate } from '../stats-period.ts';

/**
 * Filing before use (需报备, CONTRACT section 6): a page marked 需报备 goes live only once a
 * filing is recorded and FILING_WAIT_WORKING_DAYS working days have passed since its date
 * (`filing-days.ts`). Declared once: the server's routes and the builder's client both use these.
 */

const isoTime = z.string().describe('ISO 8601');
const chinaDay = z
  .string()
  .refine(isStatsDate, '应为日期 YYYY-MM-DD')
  .describe('a China calendar date, YYYY-MM-DD');

export const filingSchema = z.object({
  filed_on: chinaDay.describe('the day the filing was made (报备日期)'),
  reference: z.string().describe('the filing number (报备编号)'),
  recorded_by: z.string().nullable(),
  recorded_at: isoTime,
});
export type FilingInfo = z.infer<typeof filingSchema>;

export const filingAnswer = z.object({
  required: z.boolean().describe('the page is marked 需报备'),
  filings: z.array(filingSchema).describe('every filing recorded for the page, newest first'),
  earliest_go_live: chinaDay
    .nullable()
    .describe(
      'the first China date the page may go live: the newest filing plus the working days of FILING_WAIT_WORKING_DAYS; null: not required, or no filing yet',
    ),
  wait_working_days: z.int().describe('FILING_WAIT_WORKING_DAYS'),
});
export type FilingState = z.infer<typeof filingAnswer>;

/** The page's 需报备 mark (bad input: 400 `参数 required 应为布尔值`). */
export const filingRequiredBody = z.object({ required: z.boolean() });

/** A filing made (bad input: 400 naming the field, `参数 filed_on 应为日期 YYYY-MM-DD`). */
export const recordFilingBody = z.object({
  filed_on: z.string().refine(isStatsDate, '应为日期 YYYY-MM-DD'),
  reference: z.string().trim().min(1).max(64),
});
