import type { PageRepository } from './page-repository.ts';

/**
 * How long the timer sleeps at most: a schedule published by another process is learnt from the
 * store within this, and no `setTimeout` ever needs a delay beyond Node's 24.8-day limit.
 */
export const PAGE_SWITCH_POLL_MS = 10_000;

export interface PageSwitchTimerOptions {
  pages: PageRepository;
  now: () => number;
  /** Told of every page whose start or end came (this process drops what it keeps of it). */
  onSwitch: (code: string) => void;
  onError?: (error: unknown) => void;
  pollMs?: number;
}

export interface PageSwitchTimer {
  /** Reads the store now and arms the timer for the next start or end (after a publish). */
  rearm(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * One timer per process for every page's starts and ends, the store being the truth: it sleeps
 * until the first start or end any page has ahead (or PAGE_SWITCH_POLL_MS, to learn of other
 * processes' schedules), then makes the scheduled versions that have started live
 * (`promoteDue`, which every process may run: the second finds nothing to do), tells `onSwitch`
 * of every page whose start or end came, and arms itself again. So a page switches on every
 * process at its time, with no visitor request needed.
 */
export function createPageSwitchTimer(options: PageSwitchTimerOptions): PageSwitchTimer {
  const { pages, now, onSwitch, onError } = options;
  const pollMs = options.pollMs ?? PAGE_SWITCH_POLL_MS;
  // Starts and ends at or before this were handled (those before the process began need nothing:
  // it kept nothing of those pages).
  let handledUntil = now();
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  const arm = (next: number | null) => {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    const delay = next === null ? pollMs : Math.min(Math.max(next - now(), 0), pollMs);
    timer = setTimeout(() => void run(), delay);
    // The timer alone never keeps a process (or a test) alive.
    timer.unref();
  };

  async function tick() {
    const at = now();
    let next: number | null = null;
    try {
      const due = await pages.switchesBetween(handledUntil, at);
      await pages.promoteDue(at);
      handledUntil = at;
      for (const code of new Set(due.map((change) => change.code))) onSwitch(code);
      next = await pages.nextSwitch(at);
    } catch (error) {
      // The database is away: what is due stays due, and the next poll tries again.
      onError?.(error);
    }
    arm(next);
  }

  function run(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await tick();
      } while (again && !stopped);
    })().finally(() => {
      running = null;
    });
    return running;
  }

  void run();
  return {
    rearm: run,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
