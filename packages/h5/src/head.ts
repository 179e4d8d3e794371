import type { ActivityPage } from '@h5-page/schema/page';
import type { InlinedPageData } from '@h5-page/schema/client-config';
import { shareCard } from '@h5-page/schema/share-card';
import { escapeHtml } from '@h5-page/schema/escape-html';
import { H5_TEXT } from './messages.ts';

const meta = (property: string, content: string) =>
  `<meta property="${property}" content="${escapeHtml(content)}">`;

/**
 * `<title>`, the keywords and description meta tags and the share card's `og:` tags (the page's
 * `share`, else its title, description and first picture; the picture as an absolute URL against
 * `origin`, the address the page is served from), escaped. A preview shows a draft nobody may
 * have approved: kept out of search engines, with no card to share it by.
 */
export function renderHead(
  page: ActivityPage | null,
  status: number,
  routeTitle = '',
  origin?: string,
  preview = false,
): string {
  const title = page?.title ?? (status === 404 ? H5_TEXT.PAGE_NOT_FOUND : routeTitle);
  const keywords = page?.meta?.keywords ?? '';
  const description = page?.meta?.description ?? '';
  const head =
    `<title>${escapeHtml(title)}</title>` +
    `<meta name="keywords" content="${escapeHtml(keywords)}">` +
    `<meta name="description" content="${escapeHtml(description)}">`;
  if (preview) return `${head}<meta name="robots" content="noindex">`;
  const card = page ? shareCard(page, origin) : { title, desc: description, image: '' };
  return (
    head +
    meta('og:type', 'website') +
    meta('og:title', card.title) +
    meta('og:description', card.desc) +
    (card.image ? meta('og:image', card.image) : '')
  );
}

/**
 * The `<script id="__H5_DATA__" type="application/json">` element for `<!--app-data-->`: JSON with
 * `<`, `>`, `&` and the line separators escaped, so no page text can close the script element.
 */
export function inlineDataScript(data: InlinedPageData): string {
  const json = JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script id="__H5_DATA__" type="application/json">${json}</script>`;
}
