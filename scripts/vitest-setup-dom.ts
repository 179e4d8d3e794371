import { promisify } from 'node:util';
import { afterAll, afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { spreadStyleMatching } from './jsdom-style-matching.ts';

// findBy*/waitFor wait for a condition; a lazily imported chunk (antd-mobile's picker, say) or a
// whole builder screen in jsdom can take many seconds on a loaded CI machine, and the wait ends as
// soon as it is met, so the limit only bounds a test that is failing anyway.
configure({ asyncUtilTimeout: 60_000 });

afterEach(() => {
  cleanup();
});

// jsdom lays nothing out, so it has no scrolling into view; every browser the pages support does.
// A test file may ask for the node environment instead, where there is no Element at all.
if (typeof Element !== 'undefined') {
  Element.prototype.scrollIntoView ??= function scrollIntoView() {};
  spreadStyleMatching(document);
}

// A timer a library starts on mount and never clears (Puck shows its loader 500 ms after the
// canvas mounts) may fire after the last test of a file, once the DOM is gone: React then reads
// `window` and the run fails with an error no test made. Timers still pending when a file's tests
// are over are cleared instead (the fake clocks of tests replace and restore this wrapper).
const realSetTimeout = globalThis.setTimeout;
const realClearTimeout = globalThis.clearTimeout;
const pendingTimers = new Set<ReturnType<typeof setTimeout>>();
const trackedSetTimeout = ((handler: TimerHandler, delay?: number, ...args: unknown[]) => {
  if (typeof handler !== 'function') return realSetTimeout(handler, delay, ...args);
  const timer = realSetTimeout(() => {
    pendingTimers.delete(timer);
    (handler as (...values: unknown[]) => void)(...args);
  }, delay);
  pendingTimers.add(timer);
  return timer;
}) as unknown as typeof setTimeout;
Object.assign(trackedSetTimeout, {
  [promisify.custom]: (realSetTimeout as unknown as Record<symbol, unknown>)[promisify.custom],
});
globalThis.setTimeout = trackedSetTimeout;
globalThis.clearTimeout = ((timer?: ReturnType<typeof setTimeout>) => {
  if (timer !== undefined) pendingTimers.delete(timer);
  realClearTimeout(timer);
}) as typeof clearTimeout;
afterAll(() => {
  for (const timer of pendingTimers) realClearTimeout(timer);
  pendingTimers.clear();
});
