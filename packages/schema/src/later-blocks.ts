import type { InlinedPageData } from './client-config.ts';
import { API_PATHS } from './constants/gateway.ts';
import { firstScreen } from './first-screen.ts';
import type { ActivityPage, Block } from './page.ts';
import { publicReadKey, publicReadsOf } from './public-reads.ts';
import { classifiedStub } from './static-blocks.ts';

/**
 * The page as a published document inlines it: the first screen's blocks whole, every other
 * top-level block cut to its classified stub (its name and what makes it static or interactive).
 * The server's HTML of those blocks is whole; what their code needs to come alive is fetched
 * from `laterBlocksUrl` once the first screen answers taps, so a long page's first document fits
 * one round trip. The browser's first screen reads the same (`firstScreen` stacks blocks from
 * the top, and every stub lies past the edge it found), and so do its static blocks.
 */
export function withLaterBlocks(page: ActivityPage): ActivityPage {
  const blocks = page.page_schema;
  const { indices } = firstScreen(blocks);
  if (indices.size === blocks.length) return page;
  return {
    ...page,
    page_schema: blocks.map((block, index) => (indices.has(index) ? block : classifiedStub(block))),
  };
}

/**
 * The data a published document inlines when the server names an address for its later blocks:
 * the first screen whole, the rest as stubs (`withLaterBlocks`), and the first screen's reads. A
 * page whose blocks all fit its first screen is inlined whole and names no address, so that the
 * browser asks for nothing more.
 */
export function inlinedFirstScreen(data: InlinedPageData): InlinedPageData {
  if (!data.laterBlocks || !data.page) return data;
  const page = withLaterBlocks(data.page);
  if (page === data.page) {
    const whole = { ...data };
    delete whole.laterBlocks;
    return whole;
  }
  return { ...data, page, reads: firstScreenReads(data.page, data.reads) };
}

/**
 * The public read answers a published document inlines: those of its first screen's blocks.
 * The others come with the blocks that need them (`LaterBlocksAnswer.reads`).
 */
export function firstScreenReads(
  page: ActivityPage,
  reads: Readonly<Record<string, unknown>> | undefined,
): Record<string, unknown> | undefined {
  if (!reads) return undefined;
  const kept: Record<string, unknown> = {};
  for (const read of publicReadsOf(firstScreen(page.page_schema).blocks)) {
    const key = publicReadKey(read);
    if (Object.hasOwn(reads, key)) kept[key] = reads[key];
  }
  return Object.keys(kept).length > 0 ? kept : undefined;
}

/** The blocks past the first screen: those whose whole data the later-blocks call brings. */
export function blocksPastFirstScreen(blocks: readonly Block[]): Block[] {
  const { indices } = firstScreen(blocks);
  return blocks.filter((_, index) => !indices.has(index));
}

/** Where the browser fetches the whole blocks of published `version` of `code` (and variant). */
export function laterBlocksUrl(code: string, version: number, variant?: string): string {
  const query = new URLSearchParams({ code, version: String(version) });
  if (variant) query.set('variant', variant);
  return `${API_PATHS.PAGE_BLOCKS}?${query.toString()}`;
}

/** The answer of `API_PATHS.PAGE_BLOCKS`. */
export interface LaterBlocksAnswer {
  /** The published version these blocks are of (the current one when the asked one is gone). */
  version: number;
  page_schema: Block[];
  /** The public read answers of the blocks past the first screen, by `publicReadKey`. */
  reads?: Record<string, unknown>;
}
