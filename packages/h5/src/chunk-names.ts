/**
 * Names of the visitor build's chunks the server finds in its manifest (vite.config.ts names them,
 * the server's visitor-bundle.ts reads them through entry-server.tsx).
 */

/**
 * The chunk the page route, the not-found route and the blocks' shared code are built into
 * (vite.config.ts `pageChunkName`): its styles and code go with every visitor page.
 */
export const PAGE_CHUNK_NAME = 'page';

/** React DOM, which the entry imports when it runs: preloaded with the entry's own chunks. */
export const REACT_DOM_CHUNK_NAME = 'react-dom';
