import { problemPlace } from '../problem-place.ts';
import type { PageFile } from '../page-data.ts';

/** A block a reviewer can pin a note to: its path and where the marketer finds it. */
export interface BlockPlace {
  path: string;
  place: string;
}

/** Every block of a page, children after their parent, in page order. */
export function blockPlaces(page: PageFile): BlockPlace[] {
  const places: BlockPlace[] = [];
  const walk = (blocks: unknown, at: string) => {
    if (!Array.isArray(blocks)) return;
    blocks.forEach((block: unknown, i) => {
      const path = `${at}[${i}]`;
      places.push({ path, place: problemPlace(path, page) });
      if (block && typeof block === 'object') {
        walk((block as { children?: unknown }).children, `${path}.children`);
      }
    });
  };
  walk(page.page_schema, 'page_schema');
  return places;
}
