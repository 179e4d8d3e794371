import { useEffect, useState } from 'react';
import type { QueryValue } from '../runtime.ts';
import { useRuntime } from '../runtime.ts';

/** One gateway read after hydration; failures keep the empty state and show nothing. */
export function useCourseData<T>(
  path: string,
  query: Record<string, QueryValue>,
): { data: T | undefined; loading: boolean } {
  const runtime = useRuntime();
  const [data, setData] = useState<T | undefined>(undefined);
  const [loading, setLoading] = useState(true);
  const key = JSON.stringify(query);
  useEffect(() => {
    let live = true;
    runtime.api
      .get<T>(path, JSON.parse(key) as Record<string, QueryValue>, { quiet: true })
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
  }, [runtime, path, key]);
  return { data, loading };
}
