import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.ts';
import { answersContent } from '../core/answers.ts';

/**
 * `GET <prefix>/:file`: one of the server-drawn pictures, by file name (`<name>.svg`), kept a day
 * by browsers; a picture may not load anything (it carries no script). Any other name is a 404.
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
    return reply
      .type('image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(svg);
  });
}
