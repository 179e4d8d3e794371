import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { preloadBlocks } from '@h5-page/blocks/registry';
import { App } from './app.tsx';
import { readInlinedData } from './inlined-data.ts';
import { installRootClass } from './root-class.ts';
import { basenameFor } from './routes/route-table.ts';
import { preloadRoutes } from './routes/routes.tsx';
import { createBrowserServices } from './services/lazy-services.ts';

const data = readInlinedData(document);
const services = createBrowserServices(data, window);
const basename = basenameFor(window.location.pathname);
const rootElement =
  document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));

installRootClass(rootElement, window, services.environment.isDesktop);

const app = (
  <BrowserRouter basename={basename}>
    <App services={services} data={data} basename={basename} />
  </BrowserRouter>
);

if (rootElement.firstElementChild) {
  // Fetch the route and block chunks the server rendered first, so hydration runs in one pass.
  const blocks = data.page?.page_schema ?? [];
  void Promise.allSettled([preloadRoutes(), preloadBlocks(blocks)]).then(() => {
    hydrateRoot(rootElement, app, {
      onRecoverableError(error) {
        console.error('[h5-page] hydration', error);
      },
    });
  });
} else {
  createRoot(rootElement).render(app);
}
