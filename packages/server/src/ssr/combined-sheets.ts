import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ASSETS_BASE } from '@h5-page/schema/constants';
import { answersContent } from '../core/answers.ts';
import { trimSubresourceHeaders } from '../core/asset-headers.ts';
import { encodedDocument } from './encoded-document.ts';
import type { EncodedDocument } from './encoded-document.ts';
import { MAX_COMBINED_SHEETS, SHEETS_PATH } from './visitor-bundle.ts';
import type { VisitorBundle } from './visitor-bundle.ts';

/** Combined sheets kept compressed: one per set of blocks pages hold back, which is few. */
const KEPT_SHEETS = 200;

/**
 * `/packages/h5-page/dist/sheets/<hash>.<hash>….css`: the built sheets a page's blocks below its
 * first two screens need, as one file (one request instead of one per block). Its address names
 * its content, so it is cached for a year like every hashed file.
 */
export async function combinedSheetRoutes(
  app: FastifyInstance,
  bundle: VisitorBundle,
): Promise<void> {
  const kept = new Map<string, EncodedDocument>();
  const params = z.object({
    '*': z
      .string()
      .regex(
        new RegExp(`^[\\w-]{8}(\\.[\\w-]{8}){0,${MAX_COMBINED_SHEETS - 1}}\\.css$`),
        '应为以点分隔的样式文件哈希，以 .css 结尾',
      ),
  });
  // A wildcard, not a `:list` parameter: a page with many blocks names more hashes than the
  // router lets a parameter hold.
  app.withTypeProvider<ZodTypeProvider>().get(
    `${ASSETS_BASE}${SHEETS_PATH}*`,
    {
      schema: {
        params,
        response: answersContent('text/css', 'the named built style sheets as one'),
      },
    },
    async (request, reply) => {
      const list = request.params['*'];
      let sheet = kept.get(list);
      if (!sheet) {
        const css = bundle.sheetsCss(list);
        if (css === null) {
          reply.callNotFound();
          return reply;
        }
        sheet = encodedDocument(css);
        if (kept.size >= KEPT_SHEETS) kept.delete(kept.keys().next().value!);
        kept.set(list, sheet);
      }
      const { coding, body } = await sheet.body(request.headers['accept-encoding']);
      trimSubresourceHeaders(reply.raw);
      if (coding) reply.header('content-encoding', coding);
      return reply
        .type('text/css; charset=utf-8')
        .header('vary', 'accept-encoding')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(body);
    },
  );
}
