import type { ActivityPage } from '@h5-page/schema/page';

/** Each published version's file, parsed once for as long as the page cache holds that version. */
const parsed = new WeakMap<object, ActivityPage>();

/** The page of a published version the page cache found (`json`: its stored file). */
export function publishedPageOf(found: { json: string }): ActivityPage {
  let page = parsed.get(found);
  if (!page) {
    page = JSON.parse(found.json) as ActivityPage;
    parsed.set(found, page);
  }
  return page;
}
