import { useEffect, useState } from 'react';
import { API_PATHS } from '@h5-page/schema/constants';
import { useRuntime } from '../runtime.ts';
import type { RuntimeLocation } from '../runtime.ts';
import { currentSearch } from '../shared/current-search.ts';
import type { BrokerageOption } from './brokerage-types.ts';

/** The brokerages offered, read after hydration; [] until then or when the call fails. */
export function useBrokerages(): { options: BrokerageOption[]; loading: boolean } {
  const runtime = useRuntime();
  const [options, setOptions] = useState<BrokerageOption[]>([]);
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    let live = true;
    runtime.api
      .get<{ options: BrokerageOption[] }>(
        API_PATHS.MULTIPLE_BROKERAGE_OPTIONS,
        {},
        { quiet: true },
      )
      .then((answer) => {
        if (live && answer) setOptions(answer.options);
      })
      .catch(() => {})
      .finally(() => {
        if (live) setLoading(false);
      });
    return () => {
      live = false;
    };
  }, [runtime]);
  return { options, loading };
}

/**
 * The page URL's `broker` (which brokerage a registration link chose). Read after hydration,
 * never while rendering.
 */
export function brokerFromUrl(location: RuntimeLocation): string {
  return new URLSearchParams(currentSearch(location)).get('broker')?.trim() ?? '';
}
