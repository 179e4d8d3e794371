import type { ComplianceProblem } from '@h5-page/blocks/compliance/compliance-problem';
import { call } from '../admin-api.ts';
import type { PageFile } from '../page-data.ts';

export type ReviewStatus = 'pending' | 'approved' | 'rejected' | 'superseded';

/** A reviewer's note pinned to a block or field (`page_schema[2]`, `page_schema[2].value.text`). */
export interface ReviewNote {
  path: string;
  text: string;
}

/** A request to publish and, once decided, its decision. */
export interface ReviewInfo {
  id: number;
  page_code: string;
  page_title: string;
  revision: number;
  note: string;
  submitted_by: string | null;
  submitted_at: string;
  status: ReviewStatus;
  decided_by: string | null;
  decided_at: string | null;
  comment: string;
  notes: ReviewNote[];
  /** The page's draft is still exactly the text submitted. */
  current: boolean;
}

/** One compliance check that failed (the same rule the builder runs live). */
export type CheckProblem = ComplianceProblem;

/**
 * A request as a reviewer opens it: the page submitted, the live one, the request before it when
 * that was rejected (its decision and the text rejected), and its checks.
 */
export interface ReviewDetail {
  review: ReviewInfo;
  page: PageFile;
  live_page: PageFile | null;
  live_version: number | null;
  rejected?: { review: ReviewInfo; page: PageFile } | null;
  problems: CheckProblem[];
}

const enc = encodeURIComponent;

/** The review calls of the admin API (CONTRACT section 8). */
export const reviewApi = {
  /** Refused (400, `problems`: the errors of the checks) while a check is an error. */
  submit: (code: string, note: string) =>
    call<{ review: ReviewInfo }>('POST', `/pages/${enc(code)}/submit`, { note }).then(
      (r) => r.review,
    ),
  /** The newest request of a page, and whether publishing needs an approval. */
  ofPage: (code: string) =>
    call<{ review: ReviewInfo | null; review_required: boolean }>(
      'GET',
      `/pages/${enc(code)}/review`,
    ),
  list: (status?: ReviewStatus) =>
    call<{ reviews: ReviewInfo[] }>('GET', `/reviews${status ? `?status=${status}` : ''}`).then(
      (r) => r.reviews,
    ),
  get: (id: number) => call<ReviewDetail>('GET', `/reviews/${id}`),
  approve: (id: number, comment: string) =>
    call<{ review: ReviewInfo }>('POST', `/reviews/${id}/approve`, { comment }).then(
      (r) => r.review,
    ),
  reject: (id: number, comment: string, notes: ReviewNote[]) =>
    call<{ review: ReviewInfo }>('POST', `/reviews/${id}/reject`, { comment, notes }).then(
      (r) => r.review,
    ),
};

export const REVIEW_STATUS_LABELS: Record<ReviewStatus, { text: string; color: string }> = {
  pending: { text: '待审核', color: 'processing' },
  approved: { text: '已通过', color: 'success' },
  rejected: { text: '已驳回', color: 'error' },
  superseded: { text: '已被新提交取代', color: 'default' },
};
