import { CSS_CHUNK_LOAD_FAILED } from '@h5-page/schema/constants';

interface PreloadErrorEvent extends Event {
  payload?: unknown;
}

/**
 * Vite reports a chunk whose stylesheet failed to load with the 'vite:preloadError' event (then
 * rethrows its payload): the payload gets `code: 'CSS_CHUNK_LOAD_FAILED'`, so whoever catches the
 * failed import can tell (the chunk loader turns it into a ChunkLoadError with that code).
 */
export function installPreloadErrorHandler(win: Window): () => void {
  const onPreloadError = (event: Event) => {
    const payload = (event as PreloadErrorEvent).payload;
    if (payload instanceof Error && /Unable to preload CSS/i.test(payload.message)) {
      (payload as Error & { code?: string }).code = CSS_CHUNK_LOAD_FAILED;
    }
  };
  win.addEventListener('vite:preloadError', onPreloadError);
  return () => win.removeEventListener('vite:preloadError', onPreloadError);
}
