import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_PATHS } from '@h5-page/schema/constants';
import { blocksPastFirstScreen } from '@h5-page/schema/later-blocks';
import type { LaterBlocksAnswer } from '@h5-page/schema/later-blocks';
import { blockSchema, PAGE_CODE_MAX_LENGTH } from '@h5-page/schema/page';
import { VARIANT_KEY_PATTERN, variantView } from '@h5-page/schema/variants';
import { answers } from '../core/answers.ts';
import { AppError, ok } from '../errors.ts';
import { pageVisibility } from '../pages/page-visibility.ts';
import { publicReadAnswers } from './public-read-answers.ts';
import { publishedPageOf } from './published-page.ts';

/** Query of the later-blocks call: the page, the version its document was rendered from, the variant. */
const laterBlocksQuery = z.object({
  code: z
    .string()
    .min(1)
    .max(PAGE_CODE_MAX_LENGTH)
    .regex(/^[A-Za-z0-9_-]*$/, '应为页面编码'),
  version: z
    .string()
    .regex(/^\d{1,12}$/, '应为版本编号')
    .transform(Number),
  variant: z.string().regex(VARIANT_KEY_PATTERN, '应为方案标识').optional(),
});

/**
 * GET the later-blocks call (`API_PATHS.PAGE_BLOCKS`): what a published document left out of its
 * inlined data, the whole blocks past its first screen and their reads (later-blocks.ts), fetched
 * by the page once its first screen answers taps.
 */
export async function laterBlocksRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    API_PATHS.PAGE_BLOCKS,
    {
      schema: {
        querystring: laterBlocksQuery,
        response: answers(
          z.object({
            version: z.number().int().describe('the published version the blocks are of'),
            page_schema: z.array(blockSchema),
            reads: z
              .record(z.string(), z.unknown())
              .optional()
              .describe('the public read answers of the blocks past the first screen'),
          }),
          'the whole blocks of the version (the current one when the one asked is no longer live)',
        ),
      },
    },
    async (request, reply) => {
      const { code, version, variant } = request.query;
      const visibility = await pageVisibility(request, { code, preview: false });
      if (visibility.show === 'missing') throw new AppError('PAGE_NOT_FOUND');
      if (visibility.show !== 'published') throw new AppError('PAGE_NOT_PUBLISHED');
      const found = visibility.page;
      const page = publishedPageOf(found);
      const shown = variant === undefined ? page : variantView(page, variant);
      if (!shown) throw new AppError('BAD_REQUEST', `页面没有方案 ${variant}`);
      // The blocks of one version never change: kept a while by any cache. Another version's
      // (a publish since the document was rendered) are the current one's, kept by none.
      reply.header(
        'cache-control',
        found.versionId === version ? 'public, max-age=600' : 'no-store',
      );
      // Their reads as a render makes them: read now, as the blocks' own calls would be.
      const reads = await publicReadAnswers(app, blocksPastFirstScreen(shown.page_schema));
      return ok<LaterBlocksAnswer>({
        version: found.versionId,
        page_schema: shown.page_schema,
        ...(reads ? { reads } : {}),
      });
    },
  );
}
