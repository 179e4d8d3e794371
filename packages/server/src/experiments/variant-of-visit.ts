import type { FastifyRequest } from 'fastify';
import type { ActivityPage } from '@h5-page/schema/page';
import { VARIANT_COOKIE, variantView } from '@h5-page/schema/variants';
import type { VariantAssigner } from './variant-assigner.ts';

export interface VisitVariant {
  key: string;
  /** The page as this variant shows it: its blocks, and no other variant's. */
  page: ActivityPage;
  /** Given on this request (the visitor had none, or one the page no longer has). */
  assigned: boolean;
}

const shownPages = new WeakMap<ActivityPage, Map<string, ActivityPage>>();

/**
 * The variant a visitor of `page` (version `versionId`) sees: the one their cookie names while
 * the page still has it, else one given now. The cookie is the variant's key, scoped to the
 * page's path: the answer for one (URL, cookie value) is the same for every visitor, so a shared
 * cache keys on it. Null for a page without variants, whose answer ignores the cookie.
 */
export function variantOf(
  request: FastifyRequest,
  page: ActivityPage,
  versionId: number,
  assigner: VariantAssigner,
): VisitVariant | null {
  const variants = page.variants;
  if (!variants || variants.length === 0) return null;
  const asked = request.cookies[VARIANT_COOKIE];
  const kept = variants.find((variant) => variant.key === asked);
  const variant = kept ?? assigner.assign(versionId, variants);
  let shown = shownPages.get(page);
  if (!shown) {
    shown = new Map();
    shownPages.set(page, shown);
  }
  let view = shown.get(variant.key);
  if (!view) {
    view = variantView(page, variant.key)!;
    shown.set(variant.key, view);
  }
  return { key: variant.key, page: view, assigned: !kept };
}
