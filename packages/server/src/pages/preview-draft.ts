import type { FastifyRequest } from 'fastify';
import type { ActivityPage } from '@h5-page/schema/page';
import { previewToken } from '../editor-session/preview-token.ts';
import { sessionEditor } from '../editor-session/session-editor.ts';

/**
 * Why a preview is refused: the link's time is up (`expired`), it was revoked (`revoked`), it is
 * no link of this page (`invalid`), or there is no link and no editor session (`no-link`).
 */
export type PreviewRefusal = 'expired' | 'revoked' | 'invalid' | 'no-link';

/**
 * Whether the request may preview the page, which draft it sees (null: no such page), and whether
 * an approval of the page covers that text (the preview says 已审核 or 未审核).
 */
export type PreviewDecision =
  | { allowed: true; page: ActivityPage | null; approved: boolean }
  | { allowed: false; page: null; refusal: PreviewRefusal };

/**
 * What a preview of `code` shows. With a signed preview link, the link decides: exactly the
 * draft it was made for, until it expires or is revoked (then refused, editor or not). Without
 * one, an editor session sees the draft as saved now, or the revision of a review request of the
 * page (`reviewId`); anyone else is refused.
 */
export async function previewDraft(
  request: FastifyRequest,
  code: string,
  token: string | undefined,
  reviewId?: string,
): Promise<PreviewDecision> {
  const { server } = request;
  if (token) {
    const checked = await previewToken.check(server.config.jwtSecret, token, code);
    if ('refused' in checked) return { allowed: false, page: null, refusal: checked.refused };
    const shown = await server.admin.previewLinks.snapshot(code, checked.linkId);
    // A well-signed, unexpired link without its row was revoked (or its page deleted).
    return shown ? { allowed: true, ...shown } : { allowed: false, page: null, refusal: 'revoked' };
  }
  if (!(await sessionEditor(request))) return { allowed: false, page: null, refusal: 'no-link' };
  // A reviewer sees exactly the revision submitted, whatever was saved since.
  if (reviewId !== undefined) {
    const id = /^\d{1,9}$/.test(reviewId) ? Number(reviewId) : 0;
    const shown = id > 0 ? await server.reviews.forPreview(code, id) : null;
    if (!shown) return { allowed: false, page: null, refusal: 'invalid' };
    return { allowed: true, ...shown };
  }
  const draft = await server.reviews.forPreview(code);
  return { allowed: true, page: draft?.page ?? null, approved: draft?.approved ?? false };
}
