import type { BodyOf } from '@h5-page/schema/admin-api/contract';
import type {
  approveBody,
  latestReviewAnswer,
  oneReviewAnswer,
  rejectBody,
  reviewDetailAnswer,
  reviewListAnswer,
  ReviewNote,
  ReviewStatus,
  submitReviewBody,
} from '@h5-page/schema/admin-api/review';
import type { ComplianceProblem } from '@h5-page/schema/admin-api/compliance';
import { call } from '../api/admin-api.ts';

export type {
  ReviewDetail,
  ReviewInfo,
  ReviewNote,
  ReviewStatus,
} from '@h5-page/schema/admin-api/review';
/** One compliance check that failed (the same rule the builder runs live). */
export type CheckProblem = ComplianceProblem;

const enc = encodeURIComponent;

/** The review calls of the admin API (CONTRACT section 8). */
export const reviewApi = {
  /** Refused (400, `problems`: the errors of the checks) while a check is an error. */
  submit: (code: string, note: string) =>
    call<typeof oneReviewAnswer>('POST', `/pages/${enc(code)}/submit`, {
      note,
    } satisfies BodyOf<typeof submitReviewBody>).then((r) => r.review),
  /** The newest request of a page, and whether publishing needs an approval. */
  ofPage: (code: string) => call<typeof latestReviewAnswer>('GET', `/pages/${enc(code)}/review`),
  list: (status?: ReviewStatus) =>
    call<typeof reviewListAnswer>('GET', `/reviews${status ? `?status=${status}` : ''}`).then(
      (r) => r.reviews,
    ),
  get: (id: number) => call<typeof reviewDetailAnswer>('GET', `/reviews/${id}`),
  approve: (id: number, comment: string) =>
    call<typeof oneReviewAnswer>('POST', `/reviews/${id}/approve`, {
      comment,
    } satisfies BodyOf<typeof approveBody>).then((r) => r.review),
  reject: (id: number, comment: string, notes: ReviewNote[]) =>
    call<typeof oneReviewAnswer>('POST', `/reviews/${id}/reject`, {
      comment,
      notes,
    } satisfies BodyOf<typeof rejectBody>).then((r) => r.review),
};

export const REVIEW_STATUS_LABELS: Record<ReviewStatus, { text: string; color: string }> = {
  pending: { text: '待审核', color: 'processing' },
  approved: { text: '已通过', color: 'success' },
  rejected: { text: '已驳回', color: 'error' },
  superseded: { text: '已被新提交取代', color: 'default' },
};
