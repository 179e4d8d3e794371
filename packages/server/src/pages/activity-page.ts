import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_PATHS } from '@h5-page/schema/constants';
import { activityPageSchema, PAGE_CODE_MAX_LENGTH } from '@h5-page/schema/page';
import { TERMINAL_TYPES } from '@h5-page/schema/terminal-type';
import { AppError, ok } from '../errors.ts';
import { answers, empty } from '../core/answers.ts';
import { optionalIntIn } from '../core/fields.ts';
import { pageVisibility } from './page-visibility.ts';
import { startsText } from '@h5-page/schema/schedule-texts';

/** Query of the page-detail call (spec section 7: code, is_preview, terminal_type). */
const detailQuery = z.object({
  // Absent or empty is answered PAGE_CODE_REQUIRED by the handler. Codes are slugs (as
  // validatePage requires), so nothing else (a NUL byte, say) ever reaches the database.
  code: z
    .string()
    .max(PAGE_CODE_MAX_LENGTH)
    .regex(/^[A-Za-z0-9_-]*$/)
    .optional(),
  // Text, so 'abc' is told "只能是 0、1" rather than "should be an integer".
  is_preview: z.enum(['0', '1']).default('0'),
  terminal_type: optionalIntIn(TERMINAL_TYPES),
  preview_token: z.string().max(2048).optional(),
  review: z
    .string()
    .regex(/^\d{1,9}$/, '应为审核编号')
    .optional(),
});

/** True when If-None-Match (a list, weak or strong, or `*`) names this ETag. */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag.replace(/^W\//, '') === bare;
  });
}

/**
 * GET /n8sf/api/activity/v1/activity-page/detail: the published page (or the draft with
 * is_preview=1) as `{activity_page}`. Published answers come ready-made from the in-process
 * cache, with an ETag and a short public max-age; drafts are never cached.
 */
export async function activityPageRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    API_PATHS.PAGE_DETAIL,
    {
      schema: {
        querystring: detailQuery,
        response: {
          ...answers(
            z.object({
              activity_page: activityPageSchema.describe('the page file (CONTRACT section 3)'),
            }),
            'the published page (or the draft with is_preview=1)',
          ),
          ...empty(304, 'not modified: the ETag matches'),
        },
      },
    },
    async (request, reply) => {
      const { code, is_preview: isPreview, preview_token: token, review } = request.query;
      if (!code) throw new AppError('PAGE_CODE_REQUIRED');

      const now = app.pageSchedule.now();
      const visibility = await pageVisibility(request, {
        code,
        preview: isPreview === '1',
        previewToken: token,
        reviewId: review,
      });
      switch (visibility.show) {
        case 'preview':
          if (!visibility.allowed) throw new AppError('PREVIEW_FORBIDDEN');
          if (!visibility.draft) throw new AppError('PAGE_NOT_FOUND');
          reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
          return ok({ activity_page: visibility.draft });
        case 'missing':
          throw new AppError('PAGE_NOT_FOUND');
        case 'unpublished':
          throw new AppError('PAGE_NOT_PUBLISHED');
        case 'notice': {
          // Outside its window the page answers the notice, with what its page shows beside it.
          const { notice } = visibility;
          reply.header('cache-control', 'no-cache');
          if (notice.state === 'not-started') {
            throw new AppError('PAGE_NOT_STARTED', startsText(notice.startsAt, now), {
              details: {
                title: notice.title,
                background: notice.background,
                starts_at: new Date(notice.startsAt).toISOString(),
              },
            });
          }
          throw new AppError('PAGE_ENDED', undefined, {
            details: {
              title: notice.title,
              background: notice.background,
              message: notice.message,
              link_text: notice.linkText,
              link_url: notice.linkUrl,
            },
          });
        }
        case 'redirect':
          reply.header('cache-control', 'no-cache');
          throw new AppError('PAGE_ENDED', undefined, {
            details: { title: visibility.title, redirect_url: visibility.url },
          });
        case 'published':
          break;
      }
      const found = visibility.page;
      reply.header('etag', found.etag).header('cache-control', 'public, max-age=30');
      if (etagMatches(request.headers['if-none-match'], found.etag)) return reply.code(304).send();
      return reply.type('application/json; charset=utf-8').send(found.body);
    },
  );
}
