import { useCallback, useEffect, useState } from 'react';

const BASE = '/admin/';

/** Where the builder is: the page list (`''`) or a page (`pages/<code>`), from the URL. */
export function useRoute(): [string, (to: string) => void] {
  const read = () =>
    location.pathname.startsWith(BASE) ? decodeURI(location.pathname.slice(BASE.length)) : '';
  const [route, setRoute] = useState(read);
  useEffect(() => {
    const onPop = () => setRoute(read());
    addEventListener('popstate', onPop);
    return () => removeEventListener('popstate', onPop);
  }, []);
  const go = useCallback((to: string) => {
    history.pushState(null, '', BASE + encodeURI(to));
    setRoute(to);
  }, []);
  return [route, go];
}
