import type { FastifyInstance } from 'fastify';
import { isPlainRecord } from '@h5-page/schema/is-plain-record';
import { variantTokens } from '@h5-page/schema/variants';
import type { CachedPage } from '../pages/store/published-page-cache.ts';

/** Each published version's variant tokens, read once per cached version. */
const tokensOfPage = new WeakMap<CachedPage, readonly string[]>();

function variantTokensOf(page: CachedPage): readonly string[] {
  const known = tokensOfPage.get(page);
  if (known) return known;
  let keys: string[] = [];
  try {
    const { variants, variant_allocation: allocation } = JSON.parse(page.json) as {
      variants?: unknown;
      variant_allocation?: unknown;
    };
    if (Array.isArray(variants)) {
      keys = variantTokens(
        variants.flatMap((variant) =>
          isPlainRecord(variant) && typeof variant.key === 'string' ? [{ key: variant.key }] : [],
        ),
        allocation === 'thompson' ? allocation : undefined,
      );
    }
  } catch {
    // A stored page is JSON the server wrote; should it not parse, it runs no experiment.
  }
  tokensOfPage.set(page, keys);
  return keys;
}

/**
 * The tokens of the A/B variants of the version visitors see now (their keys, and with an
 * automatic allocation the keys marked as the holdout's too): [] for a page without an experiment
 * (or none published). What a visit may report as its variant, and what a lead may be credited
 * to: a token the visitor app did not get from this page counts for no variant.
 */
export async function publishedVariantTokens(
  app: FastifyInstance,
  pageCode: string,
): Promise<readonly string[]> {
  const found = await app.publishedPages.get(pageCode);
  return typeof found === 'object' ? variantTokensOf(found) : [];
}
