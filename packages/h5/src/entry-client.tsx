import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { preloadBlocks } from '@h5-page/blocks/registry';
import { firstScreen } from '@h5-page/schema/first-screen';
import { App } from './app.tsx';
import { readInlinedData } from './inlined-data.ts';
import { holdBelowFold } from './page/below-fold-gate.ts';
import { replayBlockedClicks } from './page/replay-blocked-clicks.ts';
import { whenIdleOrActive } from './page/when-idle-or-active.ts';
import { installRootClass } from './root-class.ts';
import { preloadRoutes } from './routes/routes.tsx';
import { createBrowserServices } from './services/lazy-services.ts';

const data = readInlinedData(document);
const services = createBrowserServices(data, window);
const rootElement =
  document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));

installRootClass(rootElement, window, services.environment.isDesktop);

const { pathname, search } = window.location;
const app = <App services={services} data={data} location={{ pathname, search }} />;

if (rootElement.firstElementChild) {
  // Hydrate the first screen as soon as its code is here; the blocks below it keep their server
  // HTML (no shift) and hydrate once the browser is idle or the visitor starts to scroll or tap.
  const blocks = data.page?.page_schema ?? [];
  let release = () => {};
  holdBelowFold(new Promise<void>((resolve) => (release = resolve)));
  const hydrateTheRest = () => {
    release();
    return preloadBlocks(blocks);
  };
  void Promise.allSettled([preloadRoutes(), preloadBlocks(firstScreen(blocks).blocks)]).then(() => {
    // As a transition, React hydrates in slices of a few milliseconds and lets the browser paint
    // and take taps between them, instead of one long task per screenful of blocks.
    startTransition(() => {
      hydrateRoot(rootElement, app, {
        onRecoverableError(error) {
          console.error('[h5-page] hydration', error);
        },
      });
    });
    replayBlockedClicks(rootElement, window, hydrateTheRest);
    whenIdleOrActive(window, () => void hydrateTheRest());
  });
} else {
  createRoot(rootElement).render(app);
}
