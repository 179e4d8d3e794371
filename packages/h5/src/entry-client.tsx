import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { preloadBlocks } from '@h5-page/blocks/registry';
import { firstScreen } from '@h5-page/schema/first-screen';
import { interactiveBlocks } from '@h5-page/schema/static-blocks';
import { App } from './app.tsx';
import { readInlinedData } from './inlined-data.ts';
import { holdBelowFold } from './page/below-fold-gate.ts';
import { fetchLaterBlocks } from './page/later-blocks.ts';
import { replayBlockedClicks, takeEarlyTaps } from './page/replay-blocked-clicks.ts';
import { visibleHydration } from './page/visible-hydration.ts';
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
  // Hydrate the first screen as soon as its code is here; each block below it keeps its server
  // HTML (no shift) until the visitor scrolls near it or taps it (see visible-hydration.ts), and a
  // static block keeps it for good, its code never loaded (schema's static-blocks.ts).
  const blocks = data.page?.page_schema ?? [];
  const screen = firstScreen(blocks);
  // A published document inlines whole only its first screen's blocks: the rest come now, small
  // and once, while the first screen's code arrives.
  const hydration = visibleHydration(
    window,
    rootElement.querySelector('.h5-page'),
    blocks,
    screen.indices,
    data.laterBlocks ? fetchLaterBlocks(window, data) : null,
  );
  holdBelowFold(hydration);
  void Promise.allSettled([preloadRoutes(), preloadBlocks(interactiveBlocks(screen.blocks))]).then(
    () => {
      // As a transition, React hydrates in slices of a few milliseconds and lets the browser paint
      // and take taps between them, instead of one long task per screenful of blocks.
      startTransition(() => {
        hydrateRoot(rootElement, app, {
          onRecoverableError(error) {
            console.error('[h5-page] hydration', error);
          },
        });
      });
      // A tap on a block still held lets it go at once; the rest wait for the first screen (its
      // page lets go of the gate once committed, below-fold-gate.ts). The taps made before this
      // code ran are made again now.
      replayBlockedClicks(rootElement, window, (target) => hydration.releaseFor(target));
    },
  );
} else {
  // Nothing the server drew was there to tap: from now on taps go to the page React renders.
  takeEarlyTaps(window);
  createRoot(rootElement).render(app);
}
