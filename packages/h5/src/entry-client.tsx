import { startTransition } from 'react';
import { preloadBlocks } from '@h5-page/blocks/registry';
import { firstScreen } from '@h5-page/schema/first-screen';
import { interactiveBlocks } from '@h5-page/schema/static-blocks';
import { App } from './app.tsx';
import { readInlinedData } from './inlined-data.ts';
import { holdBelowFold } from './page/below-fold-gate.ts';
import { takeLaterStyles } from './page/later-styles.ts';
import { fetchLaterBlocks } from './page/later-blocks.ts';
import { replayBlockedClicks, takeEarlyTaps } from './page/replay-blocked-clicks.ts';
import { visibleHydration } from './page/visible-hydration.ts';
import { installRootClass } from './root-class.ts';
import { preloadRoutes } from './routes/routes.tsx';
import { createBrowserServices } from './services/lazy-services.ts';

// React DOM is the bulk of the visitor's code. Imported, not bundled into the entry, it is
// evaluated in a task of its own (its chunk is preloaded beside the entry's, see the server's
// visitor-bundle.ts) instead of lengthening the one long task that evaluates the entry: a phone's
// main thread is blocked by two short tasks rather than one long one.
const reactDom = import('react-dom/client');
// Without it (its chunk did not arrive) the page stays as the server drew it, styled whole, as
// when the entry itself does not arrive (the server's boot script).
const keepServerPage = () => takeLaterStyles(document)();
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
  void Promise.allSettled([preloadRoutes(), preloadBlocks(interactiveBlocks(screen.blocks))])
    .then(() => reactDom)
    .then(({ hydrateRoot }) => {
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
    })
    .catch(keepServerPage);
} else {
  // Nothing the server drew was there to tap: from now on taps go to the page React renders.
  takeEarlyTaps(window);
  void reactDom.then(({ createRoot }) => createRoot(rootElement).render(app)).catch(keepServerPage);
}
