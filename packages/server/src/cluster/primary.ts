import cluster from 'node:cluster';
import type { Worker } from 'node:cluster';

/**
 * The primary of `WORKERS=N npm start`: it serves nothing itself. It forks the workers (each
 * runs main.ts as a single server would, on the one port the primary shares among them), puts a
 * new one in the place of a worker that dies, and on SIGTERM or SIGINT lets each worker finish
 * its requests and close. It exits 0 once all have closed cleanly, else 1.
 */

export interface PrimaryOptions {
  workers: number;
  /** How long workers may take to close before they are killed (after theirs, so they report). */
  shutdownTimeoutMs: number;
  /** One line for the operator (the workers log through their own pino loggers). */
  say?: (line: string) => void;
}

/** A worker's place: it keeps its number across replacements, and the deaths that back it off. */
interface Slot {
  index: number;
  worker: Worker | null;
  listening: boolean;
  /** When it died lately (epoch ms), for the back-off. */
  deaths: number[];
  /** Replacements in a row that died before they listened. */
  failedStarts: number;
  restartTimer: NodeJS.Timeout | null;
}

const BACKOFF_FIRST_MS = 500;
const BACKOFF_MAX_MS = 30_000;
const BACKOFF_WINDOW_MS = 60_000;
/** A place whose replacements keep failing to start is a server that cannot run: stop. */
const MAX_FAILED_STARTS = 5;

/** The wait before a place's worker is forked again: doubling with each death in a minute. */
export function restartDelay(deaths: readonly number[], now: number): number {
  const recent = deaths.filter((at) => now - at < BACKOFF_WINDOW_MS).length;
  return Math.min(BACKOFF_MAX_MS, BACKOFF_FIRST_MS * 2 ** Math.max(0, recent - 1));
}

const describeExit = (code: number | null, signal: string | null) =>
  signal ? `signal ${signal}` : `exit code ${code ?? 'unknown'}`;

export function runPrimary(options: PrimaryOptions): Promise<number> {
  const say = options.say ?? ((line: string) => console.error(line));
  const slots: Slot[] = Array.from({ length: options.workers }, (_, index) => ({
    index: index + 1,
    worker: null,
    listening: false,
    deaths: [],
    failedStarts: 0,
    restartTimer: null,
  }));
  let starting = true;
  let stopping = false;
  let failed = false;
  let finish: (code: number) => void = () => {};
  const done = new Promise<number>((resolve) => (finish = resolve));

  const alive = () => slots.filter((slot) => slot.worker !== null);
  const settleIfAllGone = () => {
    if (stopping && alive().length === 0) finish(failed ? 1 : 0);
  };

  function stop(signal: NodeJS.Signals, reason: 'signal' | 'failure') {
    if (reason === 'failure') failed = true;
    if (stopping) {
      if (reason === 'signal') {
        say(`h5-page: ${signal} again: killing the workers without waiting`);
        failed = true;
        for (const slot of alive()) slot.worker?.process.kill('SIGKILL');
      }
      return;
    }
    stopping = true;
    for (const slot of slots) {
      if (slot.restartTimer) clearTimeout(slot.restartTimer);
      slot.restartTimer = null;
    }
    for (const slot of alive()) slot.worker?.process.kill('SIGTERM');
    const timer = setTimeout(() => {
      if (alive().length === 0) return;
      say('h5-page: workers took too long to close; killing them');
      failed = true;
      for (const slot of alive()) slot.worker?.process.kill('SIGKILL');
    }, options.shutdownTimeoutMs + 5000);
    timer.unref();
    settleIfAllGone();
  }

  function fork(slot: Slot): Promise<boolean> {
    const worker = cluster.fork({ H5_WORKER_INDEX: String(slot.index) });
    slot.worker = worker;
    slot.listening = false;
    return new Promise<boolean>((resolve) => {
      worker.once('listening', () => {
        slot.listening = true;
        slot.failedStarts = 0;
        resolve(true);
      });
      worker.once('exit', (code: number | null, signal: string | null) => {
        const wasListening = slot.listening;
        slot.worker = null;
        slot.listening = false;
        resolve(false);
        if (stopping) {
          if (code !== 0) failed = true;
          settleIfAllGone();
          return;
        }
        if (starting) {
          // Its own lines (what keeps it from starting) are already printed above.
          say(
            `h5-page cannot start: worker ${slot.index} of WORKERS=${options.workers} exited (${describeExit(code, signal)}) before it listened; stopping the others`,
          );
          stop('SIGTERM', 'failure');
          return;
        }
        const now = Date.now();
        slot.deaths = [...slot.deaths.filter((at) => now - at < BACKOFF_WINDOW_MS), now];
        if (!wasListening) slot.failedStarts += 1;
        if (slot.failedStarts >= MAX_FAILED_STARTS) {
          say(
            `h5-page: worker ${slot.index} failed to start ${slot.failedStarts} times in a row; stopping`,
          );
          stop('SIGTERM', 'failure');
          return;
        }
        const delay = restartDelay(slot.deaths, now);
        say(
          `h5-page: worker ${slot.index} (pid ${worker.process.pid ?? '?'}) ${code === 0 ? 'stopped' : 'died'} (${describeExit(code, signal)}); a new one starts in ${delay} ms`,
        );
        slot.restartTimer = setTimeout(() => {
          slot.restartTimer = null;
          if (!stopping) void fork(slot);
        }, delay);
      });
    });
  }

  process.on('SIGTERM', () => stop('SIGTERM', 'signal'));
  process.on('SIGINT', () => stop('SIGINT', 'signal'));

  void (async () => {
    // The first worker alone migrates and seeds an empty database; the rest start beside it.
    const [first, ...rest] = slots;
    if (first && (await fork(first)) && !stopping) {
      const started = await Promise.all(rest.map((slot) => fork(slot)));
      if (started.every(Boolean) && !stopping) {
        starting = false;
        say(`h5-page: ${options.workers} workers share the port (primary pid ${process.pid})`);
      }
    }
  })();
  return done;
}
