import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  latestReviewAnswer,
  oneReviewAnswer,
  REVIEW_STATUSES,
  reviewDetailAnswer,
  reviewListAnswer,
} from '@h5-page/schema/admin-api/review';
import { pageCodeSchema } from '@h5-page/schema/page';
import { AppError, ok } from '../errors.ts';
import { CONTROL_REFUSED, int, isCleanParagraph, optionalParagraph } from '../core/fields.ts';
import { answers } from '../core/answers.ts';
import { adminGuards } from '../editor-session/admin-guards.ts';
import type { Review } from './review-repository.ts';
import { draftChecks } from '../compliance/draft-checks.ts';
import { rulePacksStamp } from '@h5-page/blocks/compliance/rule-packs';

const codeParams = z.object({ code: pageCodeSchema });
const idParams = z.object({ id: int(1) });
const submitBody = z.object({ note: optionalParagraph({ max: 500 }) }).optional();
const listQuery = z.object({
  status: z.enum(REVIEW_STATUSES).optional(),
  page_code: pageCodeSchema.optional(),
});
// A note points at a block or a field the way problems do (`page_schema[2].value.text`, in an
// A/B test `variants[1].page_schema[2]`).
const notePath = z
  .string()
  .regex(
    /^((variants\[\d\]\.)?page_schema(\[\d{1,4}\](\.children\[\d{1,4}\])*)?|[a-z_]+)([.[][\w\]]*)?$/,
    '格式不正确',
  )
  .max(300);
const approveBody = z.object({
  comment: z
    .string()
    .max(1000, '意见不能超过 1000 个字')
    .refine(isCleanParagraph, CONTROL_REFUSED)
    .default(''),
});
const rejectBody = z.object({
  comment: z
    .string()
    .trim()
    .min(1, '请填写驳回意见')
    .max(1000, '意见不能超过 1000 个字')
    .refine(isCleanParagraph, CONTROL_REFUSED),
  notes: z
    .array(
      z.object({
        path: notePath,
        text: z.string().trim().min(1).max(500).refine(isCleanParagraph, CONTROL_REFUSED),
      }),
    )
    .max(100, '批注不能超过 100 条')
    .optional(),
});

const reviewOut = (review: Review) => ({
  id: review.id,
  page_code: review.pageCode,
  page_title: review.pageTitle,
  revision: review.revision,
  note: review.note,
  submitted_by: review.submittedBy,
  submitted_at: review.submittedAt.toISOString(),
  status: review.status,
  decided_by: review.decidedBy,
  decided_at: review.decidedAt ? review.decidedAt.toISOString() : null,
  comment: review.comment,
  notes: review.notes,
  checked_with: review.checkedWith,
  decided_with: review.decidedWith,
  current: review.current,
});

/**
 * Request to publish (CONTRACT section 8): an editor submits the draft as one frozen revision,
 * refused while a compliance check is an error; a reviewer other than the submitter approves or
 * rejects it with notes pinned to blocks. What the approval allows is enforced where pages go
 * live (`approvedOnly`, used by publish and rollback while review is required).
 */
export async function reviewRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const reviews = app.reviews;
  const reviewerOnly = { preValidation: adminGuards.requireReviewer };
  const by = (request: { editor: { username: string } | null }) => request.editor?.username ?? null;

  app.post(
    '/admin/api/pages/:code/submit',
    {
      schema: {
        params: codeParams,
        body: submitBody,
        response: answers(oneReviewAnswer, 'the request, pending'),
      },
    },
    async (request) => {
      const { code } = request.params;
      const draft = await app.pages.getDraft(code);
      if (!draft) throw new AppError('PAGE_NOT_FOUND');
      const errors = (await draftChecks(app, draft.page)).filter((p) => p.level === 'error');
      if (errors.length > 0) {
        throw new AppError('PAGE_CHECKS_FAILED', undefined, { details: { problems: errors } });
      }
      const review = await reviews.submit(
        code,
        by(request),
        request.body?.note ?? '',
        rulePacksStamp(),
      );
      if (!review) throw new AppError('PAGE_NOT_FOUND');
      return ok({ review: reviewOut(review) });
    },
  );

  app.get(
    '/admin/api/pages/:code/review',
    {
      schema: {
        params: codeParams,
        response: answers(latestReviewAnswer),
      },
    },
    async (request) => {
      const { code } = request.params;
      if (!(await app.pages.getDraft(code))) throw new AppError('PAGE_NOT_FOUND');
      const review = await reviews.latest(code);
      return ok({
        review: review ? reviewOut(review) : null,
        review_required: app.config.reviewRequired,
      });
    },
  );

  app.get(
    '/admin/api/reviews',
    {
      schema: {
        querystring: listQuery,
        response: answers(reviewListAnswer),
      },
    },
    async (request) => {
      const { status, page_code: pageCode } = request.query;
      return ok({ reviews: (await reviews.list({ status, pageCode })).map(reviewOut) });
    },
  );

  app.get(
    '/admin/api/reviews/:id',
    {
      schema: {
        params: idParams,
        response: answers(reviewDetailAnswer),
      },
    },
    async (request) => {
      const { id } = request.params;
      const review = await reviews.get(id);
      const page = await reviews.content(id);
      if (!review || !page) throw new AppError('REVIEW_NOT_FOUND');
      const live = await app.pages.getPublished(review.pageCode);
      // What the reviewer asked to change last time: the newest request before this one that was
      // decided or is waiting (one a later submission replaced was never read), if rejected.
      const earlier = (await reviews.list({ pageCode: review.pageCode })).find(
        (other) => other.id < review.id && other.status !== 'superseded',
      );
      const rejectedPage =
        earlier?.status === 'rejected' ? await reviews.content(earlier.id) : null;
      return ok({
        review: reviewOut(review),
        page,
        live_page: live?.page ?? null,
        live_version: live?.version ?? null,
        rejected:
          earlier && rejectedPage ? { review: reviewOut(earlier), page: rejectedPage } : null,
        problems: await draftChecks(app, page),
      });
    },
  );

  app.post(
    '/admin/api/reviews/:id/approve',
    {
      schema: {
        params: idParams,
        body: approveBody,
        response: answers(oneReviewAnswer),
      },
      ...reviewerOnly,
    },
    async (request) => {
      const { id } = request.params;
      const review = await reviews.decide(id, 'approved', {
        by: by(request),
        comment: request.body.comment.trim(),
        checkedWith: rulePacksStamp(),
      });
      return ok({ review: reviewOut(review) });
    },
  );

  app.post(
    '/admin/api/reviews/:id/reject',
    {
      schema: {
        params: idParams,
        body: rejectBody,
        response: answers(oneReviewAnswer),
      },
      ...reviewerOnly,
    },
    async (request) => {
      const { id } = request.params;
      const review = await reviews.decide(id, 'rejected', {
        by: by(request),
        comment: request.body.comment,
        notes: request.body.notes,
        checkedWith: rulePacksStamp(),
      });
      return ok({ review: reviewOut(review) });
    },
  );
}
