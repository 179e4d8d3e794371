import type { FastifyRequest } from 'fastify';
import type { ActivityPage } from '@h5-page/schema/page';
import { previewDraft } from './preview-draft.ts';
import type { PreviewRefusal } from './preview-draft.ts';
import { scheduleState } from './schedule-state.ts';
import { endedNotice } from './schedule-notice-html.ts';
import type { ScheduleNotice } from './schedule-notice-html.ts';
import type { CachedPage } from './store/published-page-cache.ts';

/**
 * What a visitor asking for a page may see now, the one rule the page-detail call and the
 * server-rendered page both follow:
 * - a preview (`is_preview=1`, a `/preview/` address) shows a draft to editors and to holders of
 *   a signed preview link only (`preview-draft.ts`);
 * - otherwise the version visitors see now (a scheduled version from its start on, the live one
 *   until then), and only inside its publish window: before the start of a page never live, a
 *   notice of when it starts; after the end, what the marketer chose: the ended notice with a
 *   message and a link, or a redirect to another page.
 */
export type PageVisibility =
  | { show: 'preview'; allowed: true; draft: ActivityPage | null; approved: boolean }
  | { show: 'preview'; allowed: false; draft: null; refusal: PreviewRefusal }
  | { show: 'missing' }
  | { show: 'unpublished' }
  | { show: 'notice'; notice: ScheduleNotice }
  | { show: 'redirect'; url: string; title: string }
  | { show: 'published'; page: CachedPage };

export interface VisibilityQuery {
  code: string;
  preview: boolean;
  /** The signed preview link's token, when the address carries one. */
  previewToken?: string | undefined;
  /** A review request of the page (`review=<id>`): an editor sees the revision submitted. */
  reviewId?: string | undefined;
}

// The title and background a notice shows, read once per cached version.
const headings = new WeakMap<CachedPage, { title: string; background: string }>();

function headingOf(found: CachedPage) {
  let heading = headings.get(found);
  if (!heading) {
    const { title, background } = JSON.parse(found.json) as Partial<Record<string, unknown>>;
    heading = {
      title: typeof title === 'string' ? title : '',
      background: typeof background === 'string' ? background : '',
    };
    headings.set(found, heading);
  }
  return heading;
}

/** What the version `found` shows at `now`, its window and its after-end choice applied. */
export function visibilityAt(found: CachedPage, now: number): PageVisibility {
  const state = scheduleState(found, now);
  if (state === 'open') return { show: 'published', page: found };
  const { title, background } = headingOf(found);
  if (state === 'not-started') {
    return {
      show: 'notice',
      notice: { state, title, background, startsAt: found.startsAt ?? now },
    };
  }
  const after = found.afterEnd;
  if (after?.kind === 'redirect') return { show: 'redirect', url: after.url, title };
  return { show: 'notice', notice: endedNotice({ title, background }, after) };
}

export async function pageVisibility(
  request: FastifyRequest,
  { code, preview, previewToken, reviewId }: VisibilityQuery,
): Promise<PageVisibility> {
  if (preview) {
    const decision = await previewDraft(request, code, previewToken, reviewId);
    return decision.allowed
      ? { show: 'preview', allowed: true, draft: decision.page, approved: decision.approved }
      : { show: 'preview', allowed: false, draft: null, refusal: decision.refusal };
  }
  const found = await request.server.publishedPages.get(code);
  if (typeof found === 'string') return { show: found };
  return visibilityAt(found, request.server.pageSchedule.now());
}
