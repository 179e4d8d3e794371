import type { FastifyRequest } from 'fastify';
import type { ActivityPage } from '@h5-page/schema/page';
import { previewToken } from '../admin/preview-token.ts';
import { sessionEditor } from '../admin/session-editor.ts';

/**
 * Why a preview is refused: the link's time is up (`expired`), it was revoked (`revoked`), it is
 * no link of this page (`invalid`), or there is no link and no editor session (`no-link`).
 */
export type PreviewRefusal = 'expired' | 'revoked' | 'invalid' | 'no-link';

/** Whether the request may preview the page, and which draft it sees (null: no such page). */
export type PreviewDecision =
  | { allowed: true; page: ActivityPage | null }
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
    const page = await server.admin.previewLinks.snapshot(code, checked.linkId);
    // A well-signed, unexpired link without its row was revoked (or its page deleted).
    return page ? { allowed: true, page } : { allowed: false, page: null, refusal: 'revoked' };
  }
  if (!(await sessionEditor(request))) return { allowed: false, page: null, refusal: 'no-link' };
  // A reviewer sees exactly the revision submitted, whatever was saved since.
  if (reviewId !== undefined) {
    const id = /^\d{1,9}$/.test(reviewId) ? Number(reviewId) : 0;
    const review = id > 0 ? await server.admin.reviews.get(id) : null;
    if (!review || review.pageCode !== code) {
      return { allowed: false, page: null, refusal: 'invalid' };
    }
    return { allowed: true, page: await server.admin.reviews.content(id) };
  }
  return { allowed: true, page: (await server.pages.getDraft(code))?.page ?? null };
}
