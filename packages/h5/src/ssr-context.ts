import { createContext } from 'react';

/** Filled in while rendering on the server: the HTTP status the page answers with. */
export interface SsrState {
  status: number;
  /** The document's title when the route has no store page to take it from (app stand-ins). */
  title?: string;
}

export const SsrContext = createContext<SsrState | null>(null);
SsrContext.displayName = 'H5Ssr';
