import { useCallback, useContext, useEffect, useState } from 'react';
import { API_PATHS } from '@h5-page/schema/constants';
import type { ActivityPage } from '@h5-page/schema/page';
import type { Environment } from '@h5-page/schema/detect-environment';
import { ApiError } from '../api/errors.ts';
import { useInitialData, useServices } from '../services.tsx';
import { SsrContext } from '../ssr-context.ts';

export type PageState =
  | { status: 'loading' }
  | { status: 'ready'; page: ActivityPage }
  | { status: 'missing' }
  | { status: 'error' };

/** `terminal_type` of the page-detail call: 1 the app, 2 a mobile browser, 3 a desktop browser. */
export function terminalType(environment: Pick<Environment, 'isApp' | 'isMobile'>): number {
  if (environment.isApp) return 1;
  return environment.isMobile ? 2 : 3;
}

interface PageDetail {
  activity_page?: ActivityPage | null;
}

/**
 * The page of `code`: the inlined one when the server rendered this code (no round trip), else
 * fetched from the page-detail call (`is_preview` loads the draft).
 */
export function usePageData(code: string, preview: boolean): { state: PageState; retry(): void } {
  const services = useServices();
  const data = useInitialData();
  const ssr = useContext(SsrContext);
  const [state, setState] = useState<PageState>(() => {
    if (data.code === code && data.preview === preview) {
      return data.page ? { status: 'ready', page: data.page } : { status: 'missing' };
    }
    return { status: 'loading' };
  });
  const [attempt, setAttempt] = useState(0);

  if (ssr && state.status === 'missing') ssr.status = 404;

  const loading = state.status === 'loading';
  useEffect(() => {
    if (!loading) return;
    let current = true;
    services.pageApi
      .get<PageDetail>(API_PATHS.PAGE_DETAIL, {
        code,
        is_preview: preview ? 1 : 0,
        terminal_type: terminalType(services.environment),
      })
      .then(
        (detail) => {
          if (!current) return;
          const page = detail?.activity_page;
          setState(page ? { status: 'ready', page } : { status: 'missing' });
        },
        (error: unknown) => {
          if (!current) return;
          const missing = error instanceof ApiError && error.status === 404;
          setState(missing ? { status: 'missing' } : { status: 'error' });
        },
      );
    return () => {
      current = false;
    };
  }, [services, code, preview, loading, attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  return { state, retry };
}
