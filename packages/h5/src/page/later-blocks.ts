import { ENVELOPE_SUCCESS_CODE } from '@h5-page/schema/constants';
import type { InlinedPageData } from '@h5-page/schema/client-config';
import type { LaterBlocksAnswer } from '@h5-page/schema/later-blocks';
import type { Block } from '@h5-page/schema/page';

/** Tries of the later-blocks call before the held blocks are left as the server drew them. */
const ATTEMPTS = 3;
const RETRY_AFTER_MS = 1000;

async function fetchOnce(win: Window, url: string): Promise<Block[]> {
  const answer = await win.fetch(url, { credentials: 'same-origin' });
  if (!answer.ok) throw new Error(`HTTP ${answer.status}`);
  const envelope = (await answer.json()) as { code?: unknown; response?: LaterBlocksAnswer };
  const blocks = envelope.response?.page_schema;
  if (envelope.code !== ENVELOPE_SUCCESS_CODE || !Array.isArray(blocks)) {
    throw new Error('not the blocks of a page');
  }
  return blocks;
}

/**
 * The whole blocks of the page whose document inlined stubs past its first screen
 * (`data.laterBlocks`): fetched once, tried again on a failure. Once here they also replace the
 * stubs in `data.page`, so the page rendered again later (a visitor coming back to it) is whole.
 */
export async function fetchLaterBlocks(win: Window, data: InlinedPageData): Promise<Block[]> {
  const address = data.laterBlocks;
  if (!address) throw new Error('the page data holds its blocks whole');
  for (let attempt = 1; ; attempt += 1) {
    try {
      const blocks = await fetchOnce(win, `${data.config.apiBase}${address}`);
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
