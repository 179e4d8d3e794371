import { Route, Routes } from 'react-router';
import { CAMPAIGN_ROUTES } from '@h5-page/schema/constants';
import { lazyChunk } from '@h5-page/blocks/load-chunk';
import type { PageRouteProps } from './page-route.tsx';
import { ACTIVITY_ROUTE, PC_BASENAME, PC_ROUTE } from './route-table.ts';
import { routePageCode } from '@h5-page/schema/route-page-code';
import type { Basename } from './route-table.ts';

// Every route is lazy. The page routes share one chunk (they render the same page component); the
// not-found route lives in it too (it is small, and a missing page renders it from there anyway).
export const PageRoute = lazyChunk<PageRouteProps>(() => import('./page-route.tsx'));
export const NotFoundRoute = lazyChunk<object>(() =>
  import('./page-route.tsx').then((module) => ({ default: module.NotFoundRoute })),
);

// Web stand-ins for app pages (action 1 in a browser): rarely visited, so a chunk of their own.
const OpenInAppRoute = lazyChunk<object>(() => import('./open-in-app-route.tsx'));

/** The routes under a basename: /h5-page (activity page + campaign routes) or /pc-page. */
export function AppRoutes({ basename }: { basename: Basename }) {
  if (basename === PC_BASENAME) {
    return (
      <Routes>
        <Route path={PC_ROUTE} element={<PageRoute frame="pc" />} />
        <Route path="*" element={<NotFoundRoute />} />
      </Routes>
    );
  }
  return (
    <Routes>
      <Route path={ACTIVITY_ROUTE} element={<PageRoute />} />
      {CAMPAIGN_ROUTES.map((route) => (
        <Route key={route} path={route} element={<PageRoute code={routePageCode(route)} />} />
      ))}
      <Route path="/app/*" element={<OpenInAppRoute />} />
      <Route path="*" element={<NotFoundRoute />} />
    </Routes>
  );
}

/** Starts loading the route chunk (before hydration, so that hydration runs in one pass). */
export function preloadRoutes(): Promise<void> {
  return Promise.all([PageRoute.preload(), NotFoundRoute.preload()]).then(() => undefined);
}
