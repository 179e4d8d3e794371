import type { ActivityPage, Block, PageShare } from './page.ts';

/** Blocks whose children show only when opened: their pictures are not the page's own. */
const OPENED_BLOCKS = new Set(['popup', 'retainPopup']);

/** The picture a block shows first: an image's, a carousel's first slide's. */
function pictureOf(block: Block): string {
  const value = block.value ?? {};
  let url: unknown;
  if (block.name === 'image') url = value.url;
  if (block.name === 'swiper' && Array.isArray(value.list)) {
    const first: unknown = value.list[0];
    if (first !== null && typeof first === 'object') url = (first as { url?: unknown }).url;
  }
  return typeof url === 'string' && isPictureAddress(url) ? url : '';
}

/** An http(s) URL or a path: what a share card's picture can be (never a data: URL). */
function isPictureAddress(url: string): boolean {
  return /^https?:\/\//i.test(url) || (url.startsWith('/') && !url.startsWith('//'));
}

/** The first picture of a page, reading its blocks from the top (children included). */
export function firstPicture(blocks: readonly Block[]): string {
  for (const block of blocks) {
    if (OPENED_BLOCKS.has(block.name)) continue;
    const own = pictureOf(block);
    if (own) return own;
    const inner = Array.isArray(block.children) ? firstPicture(block.children) : '';
    if (inner) return inner;
  }
  return '';
}

/** `url` absolute against `origin` (`https://h5.example.com`); as it is without an origin. */
export function absoluteUrl(url: string, origin: string | undefined): string {
  if (!url || !origin) return url;
  try {
    return new URL(url, origin).href;
  } catch {
    return url;
  }
}

/**
 * The card a page shows when shared (CONTRACT section 8): its `share` where set, else the page
 * title, the meta description and the page's first picture. With an origin the picture is an
 * absolute URL, as `og:image` and WeChat's card need it.
 */
export function shareCard(
  page: Pick<ActivityPage, 'title' | 'meta' | 'page_schema'> & { share?: Partial<PageShare> },
  origin?: string,
): PageShare {
  const share = page.share ?? {};
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const image = text(share.image) || firstPicture(page.page_schema ?? []);
  return {
    title: text(share.title) || text(page.title),
    desc: text(share.desc) || text(page.meta?.description),
    image: absoluteUrl(image, origin),
  };
}
