import { verdict } from './counter-store.ts';
import type { CounterStore, HitResult } from './counter-store.ts';

interface Window {
  count: number;
  resetAt: number;
}

export interface MemoryCounterStoreOptions {
  /** The clock (tests move it). */
  now?: () => number;
  /** Expired windows are swept once the map holds this many keys. */
  sweepAt?: number;
}

/** Counters of this process only: right for one server, and for tests. */
export class MemoryCounterStore implements CounterStore {
  readonly kind = 'memory';
  readonly #windows = new Map<string, Window>();
  readonly #now: () => number;
  readonly #sweepAt: number;
  /** When the next sweep is due: twice the keys that outlived the last one, so that many live
   * keys (a visit's once-only claims last a day) cost a sweep per doubling, not per new key. */
  #nextSweepAt: number;

  constructor(options: MemoryCounterStoreOptions = {}) {
    this.#now = options.now ?? (() => Date.now());
    this.#sweepAt = options.sweepAt ?? 10_000;
    this.#nextSweepAt = this.#sweepAt;
  }

  /** Keys held (expired ones until the next sweep). */
  get size(): number {
    return this.#windows.size;
  }

  async hit(key: string, windowMs: number, limit: number): Promise<HitResult> {
    const now = this.#now();
    let window = this.#live(key, now);
    if (!window) {
      if (this.#windows.size >= this.#nextSweepAt) this.#sweep(now);
      window = { count: 0, resetAt: now + windowMs };
      this.#windows.set(key, window);
    }
    window.count += 1;
    return verdict(window.count, window.resetAt - now, limit, true);
  }

  async peek(key: string, limit: number): Promise<HitResult> {
    const now = this.#now();
    const window = this.#live(key, now);
    return window
      ? verdict(window.count, window.resetAt - now, limit, false)
      : verdict(0, 0, limit, false);
  }

  async release(key: string): Promise<void> {
    const window = this.#live(key, this.#now());
    if (window && window.count > 0) window.count -= 1;
  }

  async reset(key: string): Promise<void> {
    this.#windows.delete(key);
  }

  async close(): Promise<void> {
    this.#windows.clear();
  }

  #live(key: string, now: number): Window | undefined {
    const window = this.#windows.get(key);
    if (window && window.resetAt <= now) {
      this.#windows.delete(key);
      return undefined;
    }
    return window;
  }

  #sweep(now: number): void {
    for (const [key, window] of this.#windows) {
      if (window.resetAt <= now) this.#windows.delete(key);
    }
    this.#nextSweepAt = Math.max(this.#sweepAt, this.#windows.size * 2);
  }
}
