import { API_PATHS } from '@h5-page/schema/constants';
import type { Environment } from '@h5-page/schema/detect-environment';
import type { ActivityPage } from '@h5-page/schema/page';
import { terminalType } from '@h5-page/schema/terminal-type';
import type { ApiClient } from '../api/api-client.ts';
import { ApiError } from '../api/errors.ts';

/** A parameter of the address this page was opened at. */
function parameterOfLocation(name: 'preview_token' | 'review'): string | null {
  if (typeof location === 'undefined') return null;
  return new URLSearchParams(location.search).get(name);
}

/**
 * Loads a page through the page-detail call (`is_preview` loads the draft): the page, null when
 * there is none (404, or no `activity_page`); rejects on any other failure.
 */
export async function loadPage(
  api: ApiClient,
  environment: Pick<Environment, 'isApp' | 'isMobile'>,
  code: string,
  preview: boolean,
): Promise<ActivityPage | null> {
  try {
    const detail = await api.get<{ activity_page?: ActivityPage | null }>(API_PATHS.PAGE_DETAIL, {
      code,
      is_preview: preview ? 1 : 0,
      terminal_type: terminalType(environment),
      // A signed preview link lets a phone without an editor session read the draft; a review
      // request's preview shows the revision submitted.
      ...(preview && parameterOfLocation('preview_token')
        ? { preview_token: parameterOfLocation('preview_token') }
        : {}),
      ...(preview && parameterOfLocation('review')
        ? { review: parameterOfLocation('review') }
        : {}),
    });
    return detail?.activity_page ?? null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
