import { z } from 'zod';
import { activityPageSchema } from '../page.ts';
import { complianceProblemAnswer } from './compliance.ts';

/** Review by a second account: requests to publish, decisions, notes (CONTRACT section 6). */

export const REVIEW_STATUSES = ['pending', 'approved', 'rejected', 'superseded'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

const isoTime = z.string().describe('ISO 8601');

/** A reviewer's note on a block or a field, at a path as problems name them. */
export const reviewNoteSchema = z.object({ path: z.string(), text: z.string() });
export type ReviewNote = z.infer<typeof reviewNoteSchema>;

export const reviewAnswer = z.object({
  id: z.int(),
  page_code: z.string(),
  page_title: z.string(),
  revision: z.int().describe('the draft revision submitted'),
  note: z.string().describe("the submitter's note"),
  submitted_by: z.string().nullable(),
  submitted_at: isoTime,
  status: z.enum(REVIEW_STATUSES),
  decided_by: z.string().nullable(),
  decided_at: isoTime.nullable(),
  comment: z.string(),
  checked_with: z
    .string()
    .nullable()
    .describe('the rule packs the submission was checked with: pbc-316@2026.11.28 …'),
  decided_with: z.string().nullable().describe('the rule packs in force at the decision'),
  notes: z.array(reviewNoteSchema),
  current: z.boolean().describe("the page's draft is still exactly the text submitted"),
});
export type ReviewInfo = z.infer<typeof reviewAnswer>;

export const submitReviewBody = z
  .object({ note: z.string().max(500).optional().describe("the submitter's note") })
  .optional();
export const approveBody = z.object({
  comment: z.string().max(1000, '意见不能超过 1000 个字').default(''),
});
export const rejectBody = z.object({
  comment: z.string().trim().min(1, '请填写驳回意见').max(1000, '意见不能超过 1000 个字'),
  notes: z
    .array(z.object({ path: z.string().max(300), text: z.string().trim().min(1).max(500) }))
    .max(100, '批注不能超过 100 条')
    .optional(),
});

export const oneReviewAnswer = z.object({ review: reviewAnswer });
export const latestReviewAnswer = z.object({
  review: reviewAnswer.nullable().describe('the newest request of the page, or null'),
  review_required: z.boolean().describe('publishing needs an approval (REVIEW_REQUIRED)'),
});
export const reviewListAnswer = z.object({ reviews: z.array(reviewAnswer) });
export const reviewDetailAnswer = z.object({
  review: reviewAnswer,
  page: activityPageSchema.describe('the page file as submitted'),
  live_page: activityPageSchema.nullable().describe('the page file visitors see now, or null'),
  live_version: z.int().nullable(),
  rejected: z
    .object({ review: reviewAnswer, page: activityPageSchema })
    .nullable()
    .describe("the page's previous request when it was rejected, and its text"),
  problems: z
    .array(complianceProblemAnswer)
    .describe('the compliance checks of the submitted page'),
});
export type ReviewDetail = z.infer<typeof reviewDetailAnswer>;
