import type { RuntimeLocation } from '../runtime.ts';

/** The page's address as a URL; null where there is none (the server) or it does not parse. */
export function pageAddress(location: RuntimeLocation): URL | null {
  const href = location.href();
  if (href === '') return null;
  try {
    return new URL(href);
  } catch {
    return null;
  }
}
