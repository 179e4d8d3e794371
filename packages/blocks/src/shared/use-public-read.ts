import { useEffect, useState } from 'react';
import { publicReadKey } from '@h5-page/schema/public-reads';
import type { PublicRead } from '@h5-page/schema/public-reads';
import { useRuntime } from '../runtime.ts';

/**
 * A public gateway read (`public-reads.ts`): the answer the server inlined when it has one, so
 * the block renders filled on the server and hydrates as it is; else one read after hydration,
 * whose failure keeps the empty state. A null read has nothing to load.
 */
export function usePublicRead<T>(read: PublicRead | null): {
  data: T | undefined;
  loading: boolean;
} {
  const runtime = useRuntime();
  const key = read ? publicReadKey(read) : null;
  const inlined = key !== null && runtime.reads && key in runtime.reads;
  const [data, setData] = useState<T | undefined>(() =>
    inlined ? (runtime.reads![key] as T) : undefined,
  );
  const [loading, setLoading] = useState(key !== null && !inlined);
  const [loadedKey, setLoadedKey] = useState(inlined ? key : null);

  useEffect(() => {
    if (key === null || key === loadedKey) return;
    let live = true;
    // The key holds the whole read: path, then its query (the same strings the call sends).
    const [path = '', search = ''] = key.split('?');
    const query = Object.fromEntries(new URLSearchParams(search));
    setLoading(true);
    runtime.api
      .get<T>(path, query, { quiet: true })
      .then((answer) => {
        if (live && answer !== undefined) setData(answer);
      })
      .catch(() => {})
      .finally(() => {
        if (live) {
          setLoading(false);
          setLoadedKey(key);
        }
      });
    return () => {
      live = false;
    };
  }, [runtime, key, loadedKey]);

  return { data, loading };
}
