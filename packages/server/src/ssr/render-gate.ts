import { AppError } from '../errors.ts';

/** Renders waiting beyond this many are refused (503) rather than queued without end. */
const MAX_WAITING = 256;

export interface RenderGate {
  /** Runs `render` when fewer than the gate's limit are running; waits its turn otherwise. */
  run<T>(render: () => Promise<T>): Promise<T>;
  /** Renders started so far (all time), for the counters tests and operators read. */
  readonly started: number;
}

/**
 * A small semaphore in front of server rendering: a render holds the event loop for milliseconds,
 * so however many requests need one, only `limit` run at once and the rest wait their turn. Cached
 * pages, assets and API calls never wait here, so a client forcing renders cannot slow them.
 */
export function renderGate(limit: number): RenderGate {
  let running = 0;
  let started = 0;
  const waiting: Array<() => void> = [];
  // A finished render hands its slot straight to the first waiter, so none can jump the queue.
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };
  return {
    get started() {
      return started;
    },
    async run(render) {
      if (running >= limit) {
        if (waiting.length >= MAX_WAITING)
          throw new AppError('SERVICE_UNAVAILABLE', '服务繁忙，请稍后再试');
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        running += 1;
      }
      started += 1;
      try {
        return await render();
      } finally {
        release();
      }
    },
  };
}
