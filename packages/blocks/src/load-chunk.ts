import { createElement, lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import {
  CHUNK_LOAD_ERROR_NAME,
  CHUNK_LOAD_TIMEOUT_MS,
  CSS_CHUNK_LOAD_FAILED,
} from '@h5-page/schema/constants';

export type ChunkLoadErrorType = 'missing' | 'timeout';

/**
 * A lazily loaded chunk (route, block, toast) did not arrive: the file is missing or the network
 * failed (`missing`), or it took longer than `CHUNK_LOAD_TIMEOUT_MS` (`timeout`). A failed
 * stylesheet of a chunk is `missing` with `code: 'CSS_CHUNK_LOAD_FAILED'`.
 */
export class ChunkLoadError extends Error {
  // `declare`: no class fields in the output (they would need helpers in the visitor bundle).
  declare readonly type: ChunkLoadErrorType;
  declare readonly code: typeof CSS_CHUNK_LOAD_FAILED | undefined;

  constructor(
    type: ChunkLoadErrorType,
    message: string,
    options: { cause?: unknown; code?: typeof CSS_CHUNK_LOAD_FAILED } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = CHUNK_LOAD_ERROR_NAME;
    this.type = type;
    this.code = options.code;
  }
}

export function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return (
    error instanceof ChunkLoadError ||
    (typeof error === 'object' &&
      error !== null &&
      ((error as { name?: unknown }).name === CHUNK_LOAD_ERROR_NAME ||
        (error as { code?: unknown }).code === CSS_CHUNK_LOAD_FAILED))
  );
}

/** Turns whatever a failed `import()` rejected with into a `ChunkLoadError`. */
export function toChunkLoadError(error: unknown): ChunkLoadError {
  if (error instanceof ChunkLoadError) return error;
  const message = error instanceof Error ? error.message : String(error);
  if (/Unable to preload CSS/i.test(message)) {
    return new ChunkLoadError('missing', message, { cause: error, code: CSS_CHUNK_LOAD_FAILED });
  }
  return new ChunkLoadError('missing', message || 'chunk failed to load', { cause: error });
}

/** Runs a dynamic import with the chunk timeout; every failure becomes a `ChunkLoadError`. */
export function loadChunk<T>(
  importer: () => Promise<T>,
  timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new ChunkLoadError('timeout', `chunk did not load within ${timeoutMs} ms`));
    }, timeoutMs);
    let started: Promise<T>;
    try {
      started = importer();
    } catch (error) {
      clearTimeout(timer);
      reject(toChunkLoadError(error));
      return;
    }
    started.then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(toChunkLoadError(error));
      },
    );
  });
}

export type LazyChunk<P> = LazyExoticComponent<ComponentType<P>> & {
  /** Starts loading the chunk; once it has loaded, the component renders without suspending. */
  preload(): Promise<void>;
  /** Whether the chunk has loaded: the component renders at once. */
  isLoaded(): boolean;
  /**
   * Loads the chunk and what the block needs to render a value of the browser's own (not
   * hydrated from the server's HTML): its module's `prepareRender`, where it has one (the text
   * block's sanitizer).
   */
  prepare(): Promise<void>;
  /** Whether `prepare` has finished: such a render shows the block at once. */
  isPrepared(): boolean;
};

/** A block module's own: what a render of the browser's own needs beyond the module. */
interface BlockModule<P> {
  default: ComponentType<P>;
  prepareRender?: () => Promise<unknown>;
}

/**
 * `React.lazy` over `loadChunk`. The module is kept once loaded, so a component whose chunk was
 * preloaded (before hydration, say) renders at once instead of suspending again.
 */
export function lazyChunk<P>(importer: () => Promise<{ default: ComponentType<P> }>): LazyChunk<P> {
  let loaded: { default: ComponentType<P> } | undefined;
  let pending: Promise<{ default: ComponentType<P> }> | undefined;
  const load = () =>
    (pending ??= loadChunk(importer).then(
      (module) => (loaded = module),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  const component = lazy(() => {
    const module = loaded;
    if (module) {
      // A synchronous thenable: React marks the lazy component resolved before rendering it.
      return {
        then: (onFulfilled: (value: { default: ComponentType<P> }) => void) => onFulfilled(module),
      } as Promise<{
        default: ComponentType<P>;
      }>;
    }
    // A failed chunk resolves to a component that throws its ChunkLoadError where the block
    // renders, so the block's boundary shows its retry in place of the block alone. React keeps a
    // lazy component's outcome for good; this one renders the real block once a retry loaded it.
    return load().catch((error: unknown) => ({
      default: (props: P) => {
        if (loaded) return createElement(loaded.default as ComponentType<object>, props as object);
        throw error;
      },
    }));
  });
  let prepared = false;
  return Object.assign(component, {
    preload: () => load().then(() => undefined),
    isLoaded: () => loaded !== undefined,
    prepare: () =>
      load().then(async (module) => {
        await (module as BlockModule<P>).prepareRender?.();
        prepared = true;
      }),
    isPrepared: () => prepared,
  });
}
