import type { FastifyRequest } from 'fastify';
import { previewToken } from './preview-token.ts';
import { sessionEditor } from './session-editor.ts';

/** Whether this request may see the draft of `code`: a signed preview link, or an editor. */
export async function canPreview(
  request: FastifyRequest,
  code: string,
  token: string | undefined,
): Promise<boolean> {
  if (token && (await previewToken.verify(request.server.config.jwtSecret, token, code))) {
    return true;
  }
  return (await sessionEditor(request)) !== null;
}
