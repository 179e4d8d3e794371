import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { preloadBlocks } from '@h5-page/blocks/registry';
import { App } from './app.tsx';
import { installPreloadErrorHandler } from './chunks/preload-error.ts';
import { createBrowserServices, readInlinedData } from './create-services.ts';
import { installRootClass } from './root-class.ts';
import { basenameFor, matchPageRoute } from './routes/route-table.ts';
import { preloadRoute } from './routes/routes.tsx';

const data = readInlinedData(document);
const services = createBrowserServices(data, window);
const basename = basenameFor(window.location.pathname);
const rootElement = document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));

installPreloadErrorHandler(window);
installRootClass(rootElement, window, services.environment.isDesktop);

const app = (
  <BrowserRouter basename={basename}>
    <App services={services} data={data} basename={basename} />
  </BrowserRouter>
);

if (rootElement.firstElementChild) {
  // Fetch the route and block chunks the server rendered first, so hydration runs in one pass.
  const url = `${window.location.pathname}${window.location.search}`;
  const match = matchPageRoute(url);
  const inlined =
    match && data.page && data.code === match.code && data.preview === Boolean(match.preview)
      ? data.page.page_schema
      : [];
  void Promise.allSettled([preloadRoute(url), preloadBlocks(inlined)]).then(() => {
    hydrateRoot(rootElement, app, {
      onRecoverableError(error) {
        console.error('[h5-page] hydration', error);
      },
    });
  });
} else {
  createRoot(rootElement).render(app);
}
