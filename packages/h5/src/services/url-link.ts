import { API_PATHS, URL_LINK_OUT_DATE_NUM } from '@h5-page/schema/constants';
import type { RuntimeApi } from '@h5-page/blocks/runtime';
import type { UrlLinkTarget } from '../env/env-adapter.ts';

/**
 * The environment adapter's `urlLink` (env-adapter.ts): the generate-url-link call `{name, page,
 * query, out_date_num: URL_LINK_OUT_DATE_NUM}` → its `url_link` (an https URL on a host that
 * `redirectTarget` allows), else null. Quiet: when it fails the visitor gets the web page instead,
 * with nothing to read.
 */
export function createUrlLink(api: RuntimeApi, redirectTarget: (url: string) => string | null) {
  return async ({ name, page, query }: UrlLinkTarget): Promise<string | null> => {
    const answer = await api.post<{ url_link?: unknown }>(
      API_PATHS.GENERATE_URL_LINK,
      { name, page, query, out_date_num: URL_LINK_OUT_DATE_NUM },
      { quiet: true },
    );
    const link = answer?.url_link;
    return typeof link === 'string' && /^https:\/\//.test(link) ? redirectTarget(link) : null;
  };
}
