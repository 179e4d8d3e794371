import { PREVIEW_QUERY_PARAM, PREVIEW_QUERY_VALUE } from '@h5-page/schema/constants';
import { NotFound } from '../page/page-states.tsx';
import { PageView } from '../page/page-view.tsx';
import { useAppLocation } from '../services.tsx';
import { usePageView } from '../tracking/use-page-view.ts';
import './page-route.css';

export interface PageRouteProps {
  /** The store page: a campaign route's fixed code, or the `:id` or `:code` of the path. */
  code: string;
  /** 'pc': the desktop rendering, centred in a 750-px column on a neutral background. */
  frame?: 'mobile' | 'pc';
}

/** Every page route (`/h5/:id`, the campaign routes, `/pc/:code`): one chunk, one page component. */
export default function PageRoute({ code, frame = 'mobile' }: PageRouteProps) {
  const { search } = useAppLocation();
  const preview = new URLSearchParams(search).get(PREVIEW_QUERY_PARAM) === PREVIEW_QUERY_VALUE;
  const view = <PageView key={`${code}:${preview}`} code={code} preview={preview} frame={frame} />;
  return frame === 'pc' ? <div className="h5-pc-frame">{view}</div> : view;
}

/** Any path no route knows: a friendly page (404 on the server), never a blank screen. */
export function NotFoundRoute() {
  usePageView(null, null, true);
  return <NotFound />;
}
