import { problemPlace } from '../shared/problem-place.ts';
import type { PageFile } from '../shared/page-data.ts';
import { variantsOf } from '../shared/page-data.ts';

/** A block a reviewer can pin a note to: its path and where the marketer finds it. */
export interface BlockPlace {
  path: string;
  place: string;
  /** The A/B variant it is in (0 on a page without a test; -1 outside every variant). */
  variant: number;
}

/**
 * Every block of a page, children after their parent, in page order: on a page with an A/B test,
 * variant by variant (`方案 B · 第 2 个组件 · 按钮`); then the ended page and the traffic
 * allocation when the page file sets them.
 */
export function blockPlaces(page: PageFile): BlockPlace[] {
  const places: BlockPlace[] = [];
  const walk = (blocks: unknown, at: string, variant: number) => {
    if (!Array.isArray(blocks)) return;
    blocks.forEach((block: unknown, i) => {
      const path = `${at}[${i}]`;
      places.push({ path, place: problemPlace(path, page), variant });
      if (block && typeof block === 'object') {
        walk((block as { children?: unknown }).children, `${path}.children`, variant);
      }
    });
  };
  const variants = variantsOf(page);
  if (variants) {
    variants.forEach((v, i) => walk(v.page_schema, `variants[${i}].page_schema`, i));
  } else walk(page.page_schema, 'page_schema', 0);
  if (page.after_end) {
    places.push({ path: 'after_end', place: problemPlace('after_end', page), variant: -1 });
  }
  // A reviewer may object to the automatic allocation itself, not only to what a variant shows.
  if (variants && page.variant_allocation !== undefined) {
    places.push({
      path: 'variant_allocation',
      place: problemPlace('variant_allocation', page),
      variant: -1,
    });
  }
  return places;
}
