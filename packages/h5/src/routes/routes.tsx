import { lazyChunk } from '@h5-page/blocks/load-chunk';
import { matchRoute } from '@h5-page/schema/page-route';
import type { OpenInAppRouteProps } from './open-in-app-route.tsx';
import type { PageRouteProps } from './page-route.tsx';

// Every route is lazy. The page routes share one chunk (they render the same page component); the
// not-found route lives in it too (it is small, and a missing page renders it from there anyway).
export const PageRoute = lazyChunk<PageRouteProps>(() => import('./page-route.tsx'));
export const NotFoundRoute = lazyChunk<object>(() =>
  import('./page-route.tsx').then((module) => ({ default: module.NotFoundRoute })),
);

// Web stand-ins for app pages (action 1 in a browser): rarely visited, so a chunk of their own.
const OpenInAppRoute = lazyChunk<OpenInAppRouteProps>(() => import('./open-in-app-route.tsx'));

/** The route of the visitor's path (schema's page-route.ts, the server's matcher too). */
export function AppRoutes({ pathname }: { pathname: string }) {
  const match = matchRoute(pathname);
  switch (match.route) {
    case 'page':
      return <PageRoute code={match.code} frame={match.frame} />;
    case 'app':
      return <OpenInAppRoute page={match.page} />;
    default:
      return <NotFoundRoute />;
  }
}

/** Starts loading the route chunk (before hydration, so that hydration runs in one pass). */
export function preloadRoutes(): Promise<void> {
  return Promise.all([PageRoute.preload(), NotFoundRoute.preload()]).then(() => undefined);
}
