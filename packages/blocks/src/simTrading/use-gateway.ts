import { useCallback, useEffect, useState } from 'react';
import type { QueryValue } from '../runtime.ts';
import { useRuntime } from '../runtime.ts';
import { onPortfolioChange } from './sim-events.ts';
import { useToken } from '../shared/use-token.ts';

export interface GatewayData<T> {
  data: T | undefined;
  loading: boolean;
  /** Whether the call needs a token the visitor lacks. */
  needsLogin: boolean;
  reload(): void;
}

/**
 * One gateway read after hydration (never while rendering on the server), again whenever the
 * portfolio changes on this page. Failures keep the last data and show nothing (a list simply
 * stays as it was).
 */
export function useGateway<T>(
  path: string,
  query: Record<string, QueryValue>,
  needToken: boolean,
): GatewayData<T> {
  const runtime = useRuntime();
  const [data, setData] = useState<T | undefined>(undefined);
  const [loading, setLoading] = useState(true);
  const [needsLogin, setNeedsLogin] = useState(false);
  const [round, setRound] = useState(0);
  const key = JSON.stringify(query);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  const loggedIn = useToken() !== null;

  useEffect(() => onPortfolioChange(reload), [reload]);

  useEffect(() => {
    let live = true;
    if (needToken && !loggedIn) {
      setData(undefined);
      setNeedsLogin(true);
      setLoading(false);
      return;
    }
    setNeedsLogin(false);
    runtime.api
      .get<T>(path, JSON.parse(key) as Record<string, QueryValue>, { needToken, quiet: true })
      .then((answer) => {
        if (live && answer !== undefined) setData(answer);
      })
      .catch(() => {})
      .finally(() => {
        if (live) setLoading(false);
      });
    return () => {
      live = false;
    };
  }, [runtime, path, key, needToken, round, loggedIn]);

  return { data, loading, needsLogin, reload };
}
