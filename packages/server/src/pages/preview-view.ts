import type { ActivityPage } from '@h5-page/schema/page';
import { variantView } from '@h5-page/schema/variants';
import { endedNotice } from './schedule-notice-html.ts';
import type { ScheduleNotice } from './schedule-notice-html.ts';

/**
 * What a preview of a draft shows, as its address asks, so that a reviewer can see everything a
 * visitor can get from the page: one A/B variant (`variant=<key>`), as that variant's visitors get
 * it; what visitors get once the page has ended (`ended=1`): the ended notice, or the redirect;
 * else the page as saved (with variants: as its control's visitors get it). Null: the address names a variant
 * the draft does not have, which shows nothing rather than another variant in its place.
 */
export type PreviewView =
  | { show: 'page'; page: ActivityPage }
  | { show: 'notice'; notice: ScheduleNotice }
  | { show: 'redirect'; url: string }
  | null;

export function previewView(draft: ActivityPage, query: URLSearchParams): PreviewView {
  if (query.get('ended') === '1') {
    const after = draft.after_end;
    if (after?.kind === 'redirect') return { show: 'redirect', url: after.url };
    const heading = { title: draft.title, background: draft.background };
    return { show: 'notice', notice: endedNotice(heading, after) };
  }
  const key = query.get('variant') ?? draft.variants?.[0]?.key;
  if (key === undefined) return { show: 'page', page: draft };
  const page = variantView(draft, key);
  return page ? { show: 'page', page } : null;
}
