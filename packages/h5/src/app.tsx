import { Suspense } from 'react';
import { lazyChunk } from '@h5-page/blocks/load-chunk';
import { ChunkErrorBoundary } from './chunks/chunk-error-boundary.tsx';
import { PageLoading } from './page/page-states.tsx';
import { AppRoutes } from './routes/routes.tsx';
import type { Basename } from './routes/route-table.ts';
import { AppContext } from './services.tsx';
import type { AppContextValue } from './services.tsx';
import './app.css';
// The page's own styles ride with the entry stylesheet (render-blocking, in the server's HTML), so a
// server-rendered page is styled before any route chunk arrives. Block styles come with their
// chunks (the server links the stylesheets of the blocks a page uses).
import './page/page-view.css';
import './page/preview-bar.css';
import './routes/page-route.css';

const TestButton = lazyChunk<object>(() => import('./test-button/test-button.tsx'));

export interface AppProps extends AppContextValue {
  basename: Basename;
}

/** The visitor app inside a router (BrowserRouter in the browser, StaticRouter on the server). */
export function App({ services, data, basename }: AppProps) {
  return (
    <AppContext value={{ services, data, basename }}>
      <ChunkErrorBoundary onRetry={services.reload}>
        <Suspense fallback={<PageLoading />}>
          <AppRoutes basename={basename} />
        </Suspense>
        {services.config.appEnv === 'test' ? (
          <Suspense fallback={null}>
            <TestButton />
          </Suspense>
        ) : null}
      </ChunkErrorBoundary>
    </AppContext>
  );
}
