import { NotFound } from '../page/page-states.tsx';
import { usePageView } from '../tracking/use-page-view.ts';

/** Any path no route knows: a friendly page (404 on the server), never a blank screen. */
export default function NotFoundRoute() {
  usePageView(null, null, true);
  return <NotFound />;
}
