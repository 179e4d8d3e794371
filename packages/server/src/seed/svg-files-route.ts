import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.ts';
import { answersContent } from '../core/answers.ts';
import { trimSubresourceHeaders } from '../core/asset-headers.ts';

/**
 * `GET <prefix>/:file`: one of the server-drawn pictures, by file name (`<name>.svg`), kept a day
 * by browsers; a picture may not load anything (it carries no script), and is sent without the
 * document-only headers. Any other name is a 404.
 */
export function svgFilesRoute(
  app: FastifyInstance,
  prefix: string,
  files: ReadonlyMap<string, string>,
): void {
  const schema = { response: answersContent('image/svg+xml', 'the picture') };
  app.get<{ Params: { file: string } }>(`${prefix}/:file`, { schema }, async (request, reply) => {
    const svg = files.get(request.params.file);
    if (svg === undefined) throw new AppError('NOT_FOUND', '图片不存在');
    trimSubresourceHeaders(reply.raw);
    return reply
      .type('image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(svg);
  });
}
