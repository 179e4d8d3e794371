import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS } from '@h5-page/schema/constants';
import { ChunkLoadError, isChunkLoadError, loadChunk, toChunkLoadError } from './load-chunk.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('loadChunk', () => {
  it('resolves the module when the import succeeds', async () => {
    await expect(loadChunk(async () => ({ default: 42 }))).resolves.toEqual({ default: 42 });
  });

  it('times out after CHUNK_LOAD_TIMEOUT_MS (120000 ms) with a ChunkLoadError of type timeout', async () => {
    vi.useFakeTimers();
    const pending = loadChunk(() => new Promise<never>(() => {}));
    const settled = vi.fn();
    pending.catch(settled);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending.catch((e: unknown) => e);
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error).toMatchObject({ name: 'ChunkLoadError', type: 'timeout' });
  });

  it('does not time out a chunk that arrives in time', async () => {
    vi.useFakeTimers();
    const pending = loadChunk(
      () => new Promise((resolve) => setTimeout(() => resolve('ok'), CHUNK_LOAD_TIMEOUT_MS - 10)),
    );
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS + 10);
    await expect(pending).resolves.toBe('ok');
  });

  it('turns a failed import into a ChunkLoadError of type missing, keeping the cause', async () => {
    const cause = new TypeError('Failed to fetch dynamically imported module: /x.js');
    const error = await loadChunk(() => Promise.reject(cause)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error).toMatchObject({ name: 'ChunkLoadError', type: 'missing', code: undefined });
    expect((error as Error).cause).toBe(cause);
  });

  it('gives a CSS preload failure the code CSS_CHUNK_LOAD_FAILED', async () => {
    const error = await loadChunk(() =>
      Promise.reject(new Error('Unable to preload CSS for /packages/h5-page/dist/assets/x.css')),
    ).catch((e: unknown) => e);
    expect(error).toMatchObject({
      name: 'ChunkLoadError',
      type: 'missing',
      code: 'CSS_CHUNK_LOAD_FAILED',
    });
  });

  it('treats an importer that throws synchronously as missing', async () => {
    const error = await loadChunk(() => {
      throw new Error('boom');
    }).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'ChunkLoadError', type: 'missing' });
  });
});

describe('isChunkLoadError / toChunkLoadError', () => {
  it('recognises chunk errors by class, name or CSS code, and nothing else', () => {
    expect(isChunkLoadError(new ChunkLoadError('timeout', 'x'))).toBe(true);
    expect(isChunkLoadError(Object.assign(new Error('x'), { name: 'ChunkLoadError' }))).toBe(true);
    expect(isChunkLoadError({ code: 'CSS_CHUNK_LOAD_FAILED' })).toBe(true);
    expect(isChunkLoadError(new Error('render failed'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });

  it('keeps an existing ChunkLoadError as it is', () => {
    const error = new ChunkLoadError('timeout', 'slow');
    expect(toChunkLoadError(error)).toBe(error);
    expect(toChunkLoadError('text')).toMatchObject({ type: 'missing', message: 'text' });
  });
});
