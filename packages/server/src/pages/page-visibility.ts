import type { FastifyRequest } from 'fastify';
import type { ActivityPage } from '@h5-page/schema/page';
import { previewDraft } from './preview-draft.ts';
import { scheduleState } from './schedule-state.ts';
import type { CachedPage } from './store/published-page-cache.ts';

/**
 * What a visitor asking for a page may see now, the one rule the page-detail call and the
 * server-rendered page both follow:
 * - a preview (`is_preview=1`, a `/preview/` address) shows a draft to editors and to holders of
 *   a signed preview link only (`preview-draft.ts`);
 * - otherwise the published version shows, and only inside its publish window: before it the
 *   visitor is told 活动未开始, after it 活动已结束, with the page's title.
 */
export type PageVisibility =
  | { show: 'preview'; allowed: boolean; draft: ActivityPage | null }
  | { show: 'missing' }
  | { show: 'unpublished' }
  | { show: 'notice'; state: 'not-started' | 'ended'; title: string }
  | { show: 'published'; page: CachedPage };

export interface VisibilityQuery {
  code: string;
  preview: boolean;
  /** The signed preview link's token, when the address carries one. */
  previewToken?: string | undefined;
}

export async function pageVisibility(
  request: FastifyRequest,
  { code, preview, previewToken }: VisibilityQuery,
): Promise<PageVisibility> {
  if (preview) {
    const { allowed, page } = await previewDraft(request, code, previewToken);
    return { show: 'preview', allowed, draft: page };
  }
  const found = await request.server.publishedPages.get(code);
  if (typeof found === 'string') return { show: found };
  const state = scheduleState(found);
  if (state === 'open') return { show: 'published', page: found };
  const title = (JSON.parse(found.json) as { title?: unknown }).title;
  return { show: 'notice', state, title: typeof title === 'string' ? title : '' };
}
