import { useEffect, useState } from 'react';
import { statsApi } from './stats-api.ts';
import type { LiveMinutes } from './stats-api.ts';

/** How often the live view asks again, in seconds. */
export const LIVE_POLL_SECONDS = 15;

interface LiveState {
  live: LiveMinutes | null;
  /** The last ask failed: the figures shown are those of the ask before. */
  failed: boolean;
}

/**
 * The page's last 60 minutes, asked again every {@link LIVE_POLL_SECONDS} seconds while the
 * screen is open. A tab out of sight asks nothing (a marketer may leave it open all night) and
 * asks at once when it shows again. The next ask is timed from the end of the one before, so a
 * slow server never has asks piling up; an answer overtaken by a newer ask is dropped.
 */
export function useLiveMinutes(code: string): LiveState {
  const [state, setState] = useState<LiveState>({ live: null, failed: false });

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let asked = 0;
    const hidden = () => document.visibilityState === 'hidden';
    const wait = () => {
      clearTimeout(timer);
      timer = undefined;
      if (!stopped && !hidden()) timer = setTimeout(ask, LIVE_POLL_SECONDS * 1000);
    };
    const ask = () => {
      clearTimeout(timer);
      asked += 1;
      const mine = asked;
      const answered = (next: LiveState | ((before: LiveState) => LiveState)) => {
        if (stopped || mine !== asked) return;
        setState(next);
        wait();
      };
      statsApi.live(code).then(
        (live) => answered({ live, failed: false }),
        () => answered((before) => ({ ...before, failed: true })),
      );
    };
    const onVisibility = () => {
      if (hidden()) {
        clearTimeout(timer);
        timer = undefined;
      } else ask();
    };
    setState({ live: null, failed: false });
    ask();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stopped = true;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [code]);

  return state;
}
