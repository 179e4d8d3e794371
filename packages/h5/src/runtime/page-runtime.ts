import { useMemo } from 'react';
import { createPopupStore } from '@h5-page/blocks/popup-store';
import type { BlockRuntime } from '@h5-page/blocks/runtime';
import { useInitialData, useServices } from '../services.tsx';
import { browserLocation } from './browser-location.ts';

/** The block runtime of one page: the app's services plus this page's popups and identity. */
export function usePageRuntime(
  code: string,
  pageID: number | null,
  preview: boolean,
): BlockRuntime {
  const services = useServices();
  const initial = useInitialData();
  const { now } = initial;
  // The server's reads belong to the page it rendered, not to one reached by navigating.
  const reads = initial.code === code ? initial.reads : undefined;
  const variant = initial.code === code && !preview ? initial.variant : undefined;
  return useMemo(() => {
    const popups = createPopupStore();
    return {
      api: services.api,
      actions: { run: (action, context) => services.runAction(action, context, popups) },
      env: services.env,
      toast: services.toast,
      popups,
      tracker: services.tracker,
      auth: {
        token: services.token.get,
        subscribe: services.token.subscribe,
        signedIn: services.token.set,
      },
      page: { code, pageID, preview, ...(variant ? { variant } : {}) },
      location: browserLocation,
      now,
      reads,
      redirectAllowHosts: services.config.redirectAllowHosts,
      ...(services.config.suitabilityAssessUrl
        ? { suitabilityAssessUrl: services.config.suitabilityAssessUrl }
        : {}),
    };
  }, [services, now, reads, code, pageID, preview, variant]);
}
