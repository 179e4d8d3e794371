import type { ActivityPage, Block } from './page.ts';

/**
 * One variant of an A/B test (CONTRACT section 8): its own block tree, shown to `weight` per cent
 * of visitors. Variant 0 is the control; the page's own `page_schema` mirrors it, so whatever
 * reads a page without knowing of variants (thumbnails, imports, older builders) sees the control.
 */
export interface PageVariant {
  key: string;
  weight: number;
  page_schema: Block[];
}

export const MIN_VARIANTS = 2;
export const MAX_VARIANTS = 4;
/** A key is a cookie value and part of cache keys: short, lower case, nothing to escape. */
export const VARIANT_KEY_PATTERN = /^[a-z][a-z0-9_-]{0,15}$/;
/** The weights of a page's variants add up to this. */
export const VARIANT_WEIGHT_TOTAL = 100;

/**
 * The first-party cookie that keeps a visitor on their variant. It is scoped to the page's own
 * path, so one name serves every page and a shared cache can key on its value alone.
 */
export const VARIANT_COOKIE = 'h5_ab';
/** How long a visitor keeps their variant: longer than any campaign runs. */
export const VARIANT_COOKIE_MAX_AGE_S = 180 * 24 * 60 * 60;

/** '方案 A', '方案 B', … by position: what the builder and the experiment screen call a variant. */
export function variantLabel(index: number): string {
  return `方案 ${String.fromCharCode(65 + index)}`;
}

/** Whether `key` names one of `variants`. */
export function hasVariant(variants: readonly PageVariant[] | undefined, key: unknown): boolean {
  return typeof key === 'string' && (variants ?? []).some((variant) => variant.key === key);
}

/**
 * Problems of a page's variant list as a whole (count, keys, weights), each with the path it
 * names; the blocks of each variant are checked like the page's own.
 */
export function variantListProblems(raw: unknown): { path: string; message: string }[] {
  if (!Array.isArray(raw)) return [{ path: 'variants', message: 'expected an array' }];
  const problems: { path: string; message: string }[] = [];
  if (raw.length < MIN_VARIANTS || raw.length > MAX_VARIANTS) {
    problems.push({
      path: 'variants',
      message: `expected ${MIN_VARIANTS} to ${MAX_VARIANTS} variants, got ${raw.length}`,
    });
  }
  const seen = new Set<string>();
  let total = 0;
  let weightsRead = true;
  raw.forEach((variant: unknown, index) => {
    const at = `variants[${index}]`;
    if (typeof variant !== 'object' || variant === null || Array.isArray(variant)) {
      problems.push({ path: at, message: 'expected an object' });
      weightsRead = false;
      return;
    }
    const { key, weight, page_schema: blocks } = variant as Record<string, unknown>;
    if (typeof key !== 'string' || !VARIANT_KEY_PATTERN.test(key)) {
      problems.push({
        path: `${at}.key`,
        message: 'expected a lower-case letter, then up to 15 letters, digits, "_" or "-"',
      });
    } else if (seen.has(key)) {
      problems.push({ path: `${at}.key`, message: `key "${key}" is used twice` });
    } else seen.add(key);
    if (typeof weight !== 'number' || !Number.isInteger(weight) || weight < 1 || weight > 99) {
      problems.push({ path: `${at}.weight`, message: 'expected a whole number from 1 to 99' });
      weightsRead = false;
    } else total += weight;
    if (!Array.isArray(blocks)) {
      problems.push({ path: `${at}.page_schema`, message: 'expected an array' });
    }
  });
  if (weightsRead && raw.length > 0 && total !== VARIANT_WEIGHT_TOTAL) {
    problems.push({
      path: 'variants',
      message: `weights must add up to ${VARIANT_WEIGHT_TOTAL}, they add up to ${total}`,
    });
  }
  return problems;
}

/**
 * The page with its own blocks set to its control's when it has variants (variant 0's blocks are
 * the truth: see PageVariant); the page itself when they already are, or it has none.
 */
export function withControlBlocks<T extends ActivityPage>(page: T): T {
  const control = page.variants?.[0];
  if (!control || control.page_schema === page.page_schema) return page;
  return { ...page, page_schema: control.page_schema };
}

/**
 * The page as visitors of variant `key` get it: that variant's blocks and no variants list (what
 * the server renders for them, and what a reviewer previews); null when the page has no such
 * variant.
 */
export function variantView<T extends ActivityPage>(
  page: T,
  key: string,
): Omit<T, 'variants'> | null {
  const variant = page.variants?.find((candidate) => candidate.key === key);
  if (!variant) return null;
  const { variants: _others, ...rest } = page;
  return { ...rest, page_schema: variant.page_schema };
}
