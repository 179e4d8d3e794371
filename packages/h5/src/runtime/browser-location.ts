import type { RuntimeLocation } from '@h5-page/blocks/runtime';

/** The visitor's address bar; '' while the server renders, which has none. */
export const browserLocation: RuntimeLocation = {
  href: () => (typeof window === 'undefined' ? '' : window.location.href),
  reload: () => window.location.reload(),
};
