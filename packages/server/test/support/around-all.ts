import { afterAll, beforeAll } from 'vitest';

/**
 * Starts what the tests of a file (or of the enclosing `describe`) share before the first and
 * stops it after the last; a start that failed leaves nothing to stop.
 */
export function aroundAll<T>(
  start: () => Promise<T>,
  stop: (started: T) => Promise<unknown>,
): void {
  let started: { value: T } | undefined;
  beforeAll(async () => {
    started = { value: await start() };
  });
  afterAll(async () => {
    if (started) await stop(started.value);
  });
}
