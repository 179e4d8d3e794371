import { useEffect, useState } from 'react';
import type { QueryValue } from '../runtime.ts';
import { useRuntime } from '../runtime.ts';

/**
 * One gateway read after hydration. `missing` is set when the call failed (an unknown article
 * answers 404); nothing is shown to the visitor by the call itself.
 */
export function useContent<T>(
  path: string,
  query: Record<string, QueryValue> | null,
): { data: T | undefined; loading: boolean; missing: boolean } {
  const runtime = useRuntime();
  const [data, setData] = useState<T | undefined>(undefined);
  const [loading, setLoading] = useState(true);
  const [missing, setMissing] = useState(false);
  const key = query === null ? null : JSON.stringify(query);
  useEffect(() => {
    if (key === null) return;
    let live = true;
    setLoading(true);
    runtime.api
      .get<T>(path, JSON.parse(key) as Record<string, QueryValue>, { quiet: true })
      .then((answer) => {
        if (!live) return;
        if (answer === undefined) setMissing(true);
        else setData(answer);
      })
      .catch(() => {
        if (live) setMissing(true);
      })
      .finally(() => {
        if (live) setLoading(false);
      });
    return () => {
      live = false;
    };
  }, [runtime, path, key]);
  return { data, loading, missing };
}
