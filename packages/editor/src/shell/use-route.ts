import { useCallback, useEffect, useState } from 'react';
import { matchRoute } from './routes.ts';
import type { Route } from './routes.ts';

/** The screen the address bar names, and a way to another (an address of `routes`). */
export function useRoute(): [Route, (to: string) => void] {
  const [route, setRoute] = useState(() => matchRoute(location.pathname));
  useEffect(() => {
    const onPop = () => setRoute(matchRoute(location.pathname));
    addEventListener('popstate', onPop);
    return () => removeEventListener('popstate', onPop);
  }, []);
  const navigate = useCallback((to: string) => {
    history.pushState(null, '', to);
    setRoute(matchRoute(location.pathname));
  }, []);
  return [route, navigate];
}
