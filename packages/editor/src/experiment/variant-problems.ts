import { findPlaceholders } from '@h5-page/blocks/placeholders';
import type { PlaceholderHit } from '@h5-page/blocks/placeholders';
import type { Block } from '@h5-page/schema/page';
import { variantDisplayName } from '@h5-page/schema/variants';
import type { PageFile } from '../shared/page-data.ts';
import { variantsOf } from '../shared/page-data.ts';

const VARIANT_PATH = /^variants\[(\d+)\]\.(page_schema(?:[.[].*)?)$/;

/** The variant a path lies in and the path inside it (`page_schema[2].value.text`), or null. */
export function variantOfPath(path: string): { index: number; path: string } | null {
  const match = path.match(VARIANT_PATH);
  return match ? { index: Number(match[1]), path: match[2]! } : null;
}

/** Whether a path names the page's own blocks (`page_schema`, `page_schema[3]…`). */
const onPageBlocks = (path: string) => /^page_schema(?:$|[.[])/.test(path);

/**
 * The problems of a page with variants as one list: the page's own blocks mirror 方案 A, so
 * their problems (said again at `variants[0]…`) are left out; those of the variant on the canvas
 * come first, then the page's settings, then the other variants'.
 */
export function pageProblems<P extends { path: string }>(
  problems: readonly P[],
  page: PageFile | null,
  shown: number,
): P[] {
  if (!page || !variantsOf(page)) return [...problems];
  const rank = (p: P) => {
    const at = variantOfPath(p.path);
    if (!at) return 1;
    return at.index === shown ? 0 : 2;
  };
  return problems
    .filter((p) => !onPageBlocks(p.path))
    .map((p, i) => ({ p, i }))
    .sort((a, b) => rank(a.p) - rank(b.p) || a.i - b.i)
    .map(({ p }) => p);
}

/**
 * The problems the canvas can show on its blocks and page settings: those of the variant it
 * holds (their paths made the canvas's own, `page_schema[…]`) and the page-level ones.
 */
export function canvasProblems<P extends { path: string }>(
  problems: readonly P[],
  page: PageFile | null,
  shown: number,
): P[] {
  if (!page || !variantsOf(page)) return [...problems];
  const out: P[] = [];
  for (const problem of problems) {
    const at = variantOfPath(problem.path);
    if (at) {
      if (at.index === shown) out.push({ ...problem, path: at.path });
    } else if (!onPageBlocks(problem.path)) out.push(problem);
  }
  return out;
}

/** How many problems each variant has, by its index. */
export function problemsByVariant(problems: readonly { path: string }[], count: number): number[] {
  const counts = Array.from({ length: count }, () => 0);
  for (const problem of problems) {
    const at = variantOfPath(problem.path);
    if (at && at.index < count) counts[at.index]! += 1;
  }
  return counts;
}

/**
 * Content still at a placeholder, in every variant: each hit's `path` names its variant (so
 * going there switches the canvas to it), its block is said as in a page and labelled with the
 * variant's display name.
 */
export function variantPlaceholders(page: PageFile | null): PlaceholderHit[] {
  if (!page) return [];
  const variants = variantsOf(page);
  if (!variants) return findPlaceholders((page.page_schema as Block[] | undefined) ?? []);
  return variants.flatMap((variant, index) =>
    findPlaceholders(variant.page_schema, `variants[${index}].page_schema`).map((hit) => ({
      ...hit,
      blockPath: hit.blockPath.replace(/^variants\[\d+\]\./, ''),
      blockLabel: `${hit.blockLabel}（${variantDisplayName(variant, index)}）`,
    })),
  );
}
