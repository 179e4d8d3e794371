import { ENVELOPE_SUCCESS_CODE } from '@h5-page/schema/constants';
import type { InlinedPageData } from '@h5-page/schema/client-config';
import type { LaterBlocksAnswer } from '@h5-page/schema/later-blocks';
import type { Block } from '@h5-page/schema/page';

/** Tries of the later-blocks call before the held blocks are left as the server drew them. */
const ATTEMPTS = 3;
const RETRY_AFTER_MS = 1000;

async function fetchOnce(win: Window, url: string): Promise<LaterBlocksAnswer> {
  const answer = await win.fetch(url, { credentials: 'same-origin' });
  if (!answer.ok) throw new Error(`HTTP ${answer.status}`);
  const envelope = (await answer.json()) as { code?: unknown; response?: LaterBlocksAnswer };
  const later = envelope.response;
  if (envelope.code !== ENVELOPE_SUCCESS_CODE || !Array.isArray(later?.page_schema)) {
    throw new Error('not the blocks of a page');
  }
  return later;
}

/**
 * The whole blocks of the page whose document inlined stubs past its first screen
 * (`data.laterBlocks`): fetched once, tried again on a failure. Once here they also replace the
 * stubs in `data.page`, so the page rendered again later (a visitor coming back to it) is whole.
 */
export async function fetchLaterBlocks(win: Window, data: InlinedPageData): Promise<Block[]> {
  const address = data.laterBlocks;
  if (!address) throw new Error('the page data holds its blocks whole');
  // The page's runtime keeps this object: the reads that come later join it before the blocks
  // that made them hydrate.
  const reads = (data.reads ??= {});
  for (let attempt = 1; ; attempt += 1) {
    try {
      const answer = await fetchOnce(win, `${data.config.apiBase}${address}`);
      Object.assign(reads, answer.reads);
      const blocks = answer.page_schema;
      if (data.page) data.page = { ...data.page, page_schema: blocks };
      delete data.laterBlocks;
      return blocks;
    } catch (error) {
      if (attempt >= ATTEMPTS) {
        console.error('[h5-page] the blocks further down did not come', error);
        throw error;
      }
      await new Promise((resolve) => win.setTimeout(resolve, RETRY_AFTER_MS * attempt));
    }
  }
}
