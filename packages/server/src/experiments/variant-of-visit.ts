import type { FastifyRequest } from 'fastify';
import type { ActivityPage } from '@h5-page/schema/page';
import {
  readVariantToken,
  VARIANT_COOKIE,
  variantToken,
  variantView,
} from '@h5-page/schema/variants';
import type { VariantAssigner } from './variant-assigner.ts';

export interface VisitVariant {
  key: string;
  /**
   * The visit's token: the key, marked when the visitor is in an automatic allocation's holdout
   * (variants.ts). The cookie's value, what the page reports on its events, and part of the
   * answer's cache key.
   */
  token: string;
  /** The page as this variant shows it: its blocks, and no other variant's. */
  page: ActivityPage;
  /** Given on this request (the visitor had none, one the page no longer has, or a stale mark). */
  assigned: boolean;
}

const shownPages = new WeakMap<ActivityPage, Map<string, ActivityPage>>();

/**
 * The variant a visitor of `page` (version `versionId`) sees: the one their cookie names while
 * the page still has it, else one given now. The cookie is the variant's token, scoped to the
 * page's path: the answer for one (URL, cookie value) is the same for every visitor, so a shared
 * cache keys on it. Null for a page without variants, whose answer ignores the cookie.
 *
 * Under an automatic allocation a new visitor is given a variant by `weights` (null while none
 * are computed) or, one in five, as the holdout's; a visitor keeps what they were given, holdout
 * or not. A page by weights ignores a holdout's mark (left from an allocation since turned off):
 * every visitor counts in its analysis.
 */
export function variantOf(
  request: FastifyRequest,
  page: ActivityPage,
  versionId: number,
  assigner: VariantAssigner,
  weights: () => readonly number[] | null = () => null,
): VisitVariant | null {
  const variants = page.variants;
  if (!variants || variants.length === 0) return null;
  const automatic = page.variant_allocation === 'thompson';
  const asked = readVariantToken(request.cookies[VARIANT_COOKIE]);
  const kept = asked && variants.find((variant) => variant.key === asked.key);
  let given: { key: string; holdout: boolean };
  if (kept) given = { key: kept.key, holdout: automatic && asked.holdout };
  else if (automatic) {
    const allocated = assigner.allocate(versionId, variants, weights());
    given = { key: allocated.variant.key, holdout: allocated.holdout };
  } else given = { key: assigner.assign(versionId, variants).key, holdout: false };
  let shown = shownPages.get(page);
  if (!shown) {
    shown = new Map();
    shownPages.set(page, shown);
  }
  let view = shown.get(given.key);
  if (!view) {
    view = variantView(page, given.key)!;
    shown.set(given.key, view);
  }
  const token = variantToken(given.key, given.holdout);
  // A cookie the page reads otherwise (a holdout's mark on a page by weights) is set anew.
  return {
    key: given.key,
    token,
    page: view,
    assigned: request.cookies[VARIANT_COOKIE] !== token,
  };
}
