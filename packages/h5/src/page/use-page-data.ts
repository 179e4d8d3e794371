import { useCallback, useContext, useEffect, useState } from 'react';
import type { ActivityPage } from '@h5-page/schema/page';
import { useInitialData, useServices } from '../services.tsx';
import { SsrContext } from '../ssr-context.ts';
import { belowFoldGate } from './below-fold-gate.ts';

export type PageState =
  | { status: 'loading' }
  | { status: 'ready'; page: ActivityPage }
  | { status: 'missing' }
  | { status: 'error' };

/**
 * The page of `code`: the inlined one when the server rendered this code (no round trip), else
 * loaded from the page-detail call.
 */
export function usePageData(code: string, preview: boolean): { state: PageState; retry(): void } {
  const services = useServices();
  const data = useInitialData();
  const ssr = useContext(SsrContext);
  const [state, setState] = useState<PageState>(() => {
    if (data.missing && !preview) return { status: 'missing' };
    // Data holding stubs past the first screen serves the hydration that waits for the rest;
    // a page shown anew before the rest has come loads whole.
    const whole = !data.laterBlocks || ssr !== null || belowFoldGate() !== null;
    if (data.code === code && data.preview === preview && whole) {
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
    services.loadPage(code, preview).then(
      (page) => {
        if (current) setState(page ? { status: 'ready', page } : { status: 'missing' });
      },
      () => {
        if (current) setState({ status: 'error' });
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
