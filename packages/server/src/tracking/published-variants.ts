import type { FastifyInstance } from 'fastify';
import { isPlainRecord } from '@h5-page/schema/is-plain-record';
import type { CachedPage } from '../pages/store/published-page-cache.ts';

/** Each published version's variant keys, read once per cached version. */
const keysOfPage = new WeakMap<CachedPage, readonly string[]>();

function variantKeysOf(page: CachedPage): readonly string[] {
  const known = keysOfPage.get(page);
  if (known) return known;
  let keys: string[] = [];
  try {
    const variants = (JSON.parse(page.json) as { variants?: unknown }).variants;
    if (Array.isArray(variants)) {
      keys = variants.flatMap((variant) =>
        isPlainRecord(variant) && typeof variant.key === 'string' ? [variant.key] : [],
      );
    }
  } catch {
    // A stored page is JSON the server wrote; should it not parse, it runs no experiment.
  }
  keysOfPage.set(page, keys);
  return keys;
}

/**
 * The keys of the A/B variants of the version visitors see now: [] for a page without an
 * experiment (or none published). What a visit may report as its variant, and what a lead may
 * be credited to: a key the visitor app did not get from this page counts for no variant.
 */
export async function publishedVariantKeys(
  app: FastifyInstance,
  pageCode: string,
): Promise<readonly string[]> {
  const found = await app.publishedPages.get(pageCode);
  return typeof found === 'object' ? variantKeysOf(found) : [];
}
