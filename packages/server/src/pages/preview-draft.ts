import type { FastifyRequest } from 'fastify';
import type { ActivityPage } from '@h5-page/schema/page';
import { previewToken } from '../admin/preview-token.ts';
import { sessionEditor } from '../admin/session-editor.ts';

/** Whether the request may preview the page, and which draft it sees (null: no such page). */
export interface PreviewDecision {
  allowed: boolean;
  page: ActivityPage | null;
}

/**
 * What a preview of `code` shows. With a signed preview link, the link decides: exactly the
 * draft it was made for, until it expires or is revoked (then refused, editor or not). Without
 * one, an editor session sees the draft as saved now; anyone else is refused.
 */
export async function previewDraft(
  request: FastifyRequest,
  code: string,
  token: string | undefined,
): Promise<PreviewDecision> {
  const { server } = request;
  if (token) {
    const linkId = await previewToken.verify(server.config.jwtSecret, token, code);
    const page = linkId ? await server.admin.previewLinks.snapshot(code, linkId) : null;
    return { allowed: page !== null, page };
  }
  if (!(await sessionEditor(request))) return { allowed: false, page: null };
  return { allowed: true, page: (await server.pages.getDraft(code))?.page ?? null };
}
