import { Suspense } from 'react';
import { lazyChunk } from '@h5-page/blocks/load-chunk';
import { ChunkErrorBoundary } from './chunks/chunk-error-boundary.tsx';
import { PageLoading } from './page/page-states.tsx';
import { AppRoutes } from './routes/routes.tsx';
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

/** The visitor app at `location` (the browser's, or the URL the server renders). */
export function App({ services, data, location }: AppContextValue) {
  return (
    <AppContext value={{ services, data, location }}>
      <ChunkErrorBoundary onRetry={services.reload}>
        <Suspense fallback={<PageLoading />}>
          <AppRoutes pathname={location.pathname} />
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
