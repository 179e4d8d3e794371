import { createContext } from 'react';

/** Filled in while rendering on the server: the HTTP status the page answers with. */
export interface SsrState {
  status: number;
}

export const SsrContext = createContext<SsrState | null>(null);
SsrContext.displayName = 'H5Ssr';
