import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '@h5-page/schema/constants';
import { PAGE_CODE_MAX_LENGTH } from '@h5-page/schema/page';
import { AppError, ok } from '../../errors.ts';

/** Query of the page-detail call (spec section 7: code, is_preview, terminal_type). */
interface DetailQuery {
  code?: string;
  is_preview: '0' | '1';
  terminal_type?: string;
}

const detailSchema = {
  querystring: {
    type: 'object',
    properties: {
      // Absent or empty is answered PAGE_CODE_REQUIRED by the handler. Codes are slugs (as
      // validatePage requires), so nothing else (a NUL byte, say) ever reaches the database.
      code: { type: 'string', maxLength: PAGE_CODE_MAX_LENGTH, pattern: '^[A-Za-z0-9_-]*$' },
      // A string enum, so 'abc' is told "只能是 0、1" rather than "should be an integer".
      is_preview: { type: 'string', enum: ['0', '1'], default: '0' },
      terminal_type: { type: 'string', maxLength: 32 },
    },
  },
} as const;

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
  const cache = app.store.publishedPages;

  app.get<{ Querystring: DetailQuery }>(
    API_PATHS.PAGE_DETAIL,
    { schema: detailSchema },
    async (request, reply) => {
      const { code, is_preview: isPreview } = request.query;
      if (!code) throw new AppError('PAGE_CODE_REQUIRED');

      if (isPreview === '1') {
        const draft = await app.store.pages.getDraft(code);
        if (!draft) throw new AppError('PAGE_NOT_FOUND');
        reply.header('cache-control', 'no-store');
        return ok({ activity_page: draft.page });
      }

      const found = await cache.get(code);
      if (found === 'missing') throw new AppError('PAGE_NOT_FOUND');
      if (found === 'unpublished') throw new AppError('PAGE_NOT_PUBLISHED');
      reply.header('etag', found.etag).header('cache-control', 'public, max-age=30');
      if (etagMatches(request.headers['if-none-match'], found.etag)) return reply.code(304).send();
      return reply.type('application/json; charset=utf-8').send(found.body);
    },
  );
}
