import type { ActivityPage, Block } from './page.ts';

/**
 * One variant of an A/B test (CONTRACT section 8): its own block tree, shown to `weight` per cent
 * of visitors. Variant 0 is the control; the page's own `page_schema` mirrors it, so whatever
 * reads a page without knowing of variants (thumbnails, imports, older builders) sees the control.
 */
export interface PageVariant {
  key: string;
  weight: number;
  /**
   * What the marketer calls it (`新人礼版`), beside its letter (variantDisplayName); absent when
   * they never named it, so an unnamed variant's file is what it was before names existed.
   */
  name?: string;
  page_schema: Block[];
}

export const MIN_VARIANTS = 2;
export const MAX_VARIANTS = 4;
/** A key is a cookie value and part of cache keys: short, lower case, nothing to escape. */
export const VARIANT_KEY_PATTERN = /^[a-z][a-z0-9_-]{0,15}$/;
/** The weights of a page's variants add up to this. */
export const VARIANT_WEIGHT_TOTAL = 100;
/** Longest variant name, in characters: it shares a tab of the builder's variant bar. */
export const VARIANT_NAME_MAX_LENGTH = 20;

/**
 * The first-party cookie that keeps a visitor on their variant. It is scoped to the page's own
 * path, so one name serves every page and a shared cache can key on its value alone.
 */
export const VARIANT_COOKIE = 'h5_ab';
/** How long a visitor keeps their variant: longer than any campaign runs. */
export const VARIANT_COOKIE_MAX_AGE_S = 180 * 24 * 60 * 60;

/**
 * How a page's visitors are split among its variants: absent, by the variants' weights; with
 * `thompson`, automatically (docs/experiments.md): most visitors go where conversion looks best
 * (Thompson sampling over the current period's counts), while a holdout, HOLDOUT_SHARE of new
 * visitors, is split equally and is all the experiment's analysis reads. Part of the page file,
 * so a reviewer approves it with the variants it moves traffic among.
 */
export type VariantAllocation = 'thompson';
/** The share of new visitors an automatic allocation keeps split equally, for the analysis. */
export const HOLDOUT_SHARE = 0.2;
/** Each variant's least share of the visitors an automatic allocation moves. */
export const ALLOCATION_FLOOR = 0.1;
/** An automatic allocation's weights change at most this often. */
export const ALLOCATION_REFRESH_MS = 15 * 60 * 1000;

/**
 * What marks a visitor of an automatic allocation's holdout: their variant token is the key and
 * this (`b.h`). The token is the cookie's value, what the visitor app reports, and what a visit
 * session binds; the stored event and lead carry the key and a holdout flag apart.
 */
export const HOLDOUT_MARK = '.h';
/** A variant token: a key, or a key marked as the holdout's. */
export const VARIANT_TOKEN_PATTERN = /^[a-z][a-z0-9_-]{0,15}(?:\.h)?$/;
/** Longest variant token. */
export const VARIANT_TOKEN_MAX_LENGTH = 18;

/** The token of variant `key`, for a visitor of the holdout or not. */
export function variantToken(key: string, holdout: boolean): string {
  return holdout ? `${key}${HOLDOUT_MARK}` : key;
}

/** A variant token read: its key and whether it marks the holdout; null when it is no token. */
export function readVariantToken(token: unknown): { key: string; holdout: boolean } | null {
  if (typeof token !== 'string' || !VARIANT_TOKEN_PATTERN.test(token)) return null;
  return token.endsWith(HOLDOUT_MARK)
    ? { key: token.slice(0, -HOLDOUT_MARK.length), holdout: true }
    : { key: token, holdout: false };
}

/** Every token a page running `variants` can give its visitors. */
export function variantTokens(
  variants: readonly Pick<PageVariant, 'key'>[],
  allocation: VariantAllocation | undefined,
): string[] {
  return variants.flatMap((variant) =>
    allocation === 'thompson' ? [variant.key, variantToken(variant.key, true)] : [variant.key],
  );
}

/** '方案 A', '方案 B', … by position: what the builder and the experiment screen call a variant. */
export function variantLabel(index: number): string {
  return `方案 ${String.fromCharCode(65 + index)}`;
}

/**
 * How a variant is shown wherever people read it (the builder, the experiment screen, the lead
 * export): `方案 B · 新人礼版` when the marketer named it, else `方案 B` as before names existed.
 * The letter always comes first: it is the variant's place (方案 A is the control), it tells
 * variants apart however alike their names, and it is what older exports and reports said. The
 * name follows after ` · `, as the builder joins a place and what is there (`第 2 个组件 · 按钮`).
 * Takes unchecked variants too (a draft being edited): a name that is no text, or only spaces,
 * counts as none.
 */
export function variantDisplayName(
  variant: { readonly name?: unknown } | null | undefined,
  index: number,
): string {
  const name = typeof variant?.name === 'string' ? variant.name.trim() : '';
  return name ? `${variantLabel(index)} · ${name}` : variantLabel(index);
}

/**
 * Why `name` cannot be a variant's name (a string of 1 to VARIANT_NAME_MAX_LENGTH characters,
 * without spaces at either end nor control characters or line breaks), or null when it can. The
 * page file is stored as sent, so a name is refused rather than trimmed.
 */
export function variantNameProblem(name: unknown): string | null {
  if (typeof name !== 'string') return 'expected a string';
  // Counted as people count characters: an emoji is one, not two UTF-16 units.
  const length = [...name.trim()].length;
  if (length < 1 || length > VARIANT_NAME_MAX_LENGTH) {
    return `expected 1 to ${VARIANT_NAME_MAX_LENGTH} characters`;
  }
  if (/[\p{Cc}\p{Zl}\p{Zp}]/u.test(name)) return 'expected no control characters or line breaks';
  if (name !== name.trim()) return 'expected no spaces at the start or end';
  return null;
}

/** Whether `key` names one of `variants`. */
export function hasVariant(variants: readonly PageVariant[] | undefined, key: unknown): boolean {
  return typeof key === 'string' && (variants ?? []).some((variant) => variant.key === key);
}

/**
 * Problems of a page's variant list as a whole (count, keys, weights, names), each with the path
 * it names; the blocks of each variant are checked like the page's own.
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
  const names = new Set<string>();
  let total = 0;
  let weightsRead = true;
  raw.forEach((variant: unknown, index) => {
    const at = `variants[${index}]`;
    if (typeof variant !== 'object' || variant === null || Array.isArray(variant)) {
      problems.push({ path: at, message: 'expected an object' });
      weightsRead = false;
      return;
    }
    const record = variant as Record<string, unknown>;
    const { key, weight, page_schema: blocks } = record;
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
    // Absent is unnamed; present, it must be a name (an empty one is refused, not ignored).
    if (record.name !== undefined) {
      const problem = variantNameProblem(record.name);
      if (problem) problems.push({ path: `${at}.name`, message: problem });
      else if (names.has(record.name as string)) {
        problems.push({
          path: `${at}.name`,
          message: `name "${String(record.name)}" is used twice`,
        });
      } else names.add(record.name as string);
    }
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
): Omit<T, 'variants' | 'variant_allocation'> | null {
  const variant = page.variants?.find((candidate) => candidate.key === key);
  if (!variant) return null;
  const { variants: _others, variant_allocation: _allocation, ...rest } = page;
  return { ...rest, page_schema: variant.page_schema };
}
