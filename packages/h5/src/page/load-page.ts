import { API_PATHS } from '@h5-page/schema/constants';
import type { Environment } from '@h5-page/schema/detect-environment';
import type { ActivityPage } from '@h5-page/schema/page';
import type { ApiClient } from '../api/api-client.ts';
import { ApiError } from '../api/errors.ts';

/** `terminal_type` of the page-detail call: 1 the app, 2 a mobile browser, 3 a desktop browser. */
export function terminalType(environment: Pick<Environment, 'isApp' | 'isMobile'>): number {
  if (environment.isApp) return 1;
  return environment.isMobile ? 2 : 3;
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
    });
    return detail?.activity_page ?? null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
