/**
 * Buffers events and writes them in one multi-row insert every 250 ms or every 500 events, so
 * a burst of page views costs a few inserts instead of one per request. A failed write keeps
 * its events (in order, ahead of newer ones) and is retried with backoff; nothing is dropped.
 */

export interface WriterLogger {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface EventWriterOptions {
  flushIntervalMs?: number;
  maxBatch?: number;
  /** First retry delay after a failed write; doubles per failure up to `maxRetryDelayMs`. */
  retryDelayMs?: number;
  maxRetryDelayMs?: number;
  logger?: WriterLogger;
}

export class EventWriter<T> {
  readonly #write: (batch: T[]) => Promise<void>;
  readonly #flushIntervalMs: number;
  readonly #maxBatch: number;
  readonly #retryDelayMs: number;
  readonly #maxRetryDelayMs: number;
  readonly #logger: WriterLogger | undefined;
  #buffer: T[] = [];
  #timer: NodeJS.Timeout | null = null;
  #failures = 0;
  #inFlight: Promise<void> | null = null;
  #closed = false;

  constructor(write: (batch: T[]) => Promise<void>, options: EventWriterOptions = {}) {
    this.#write = write;
    this.#flushIntervalMs = options.flushIntervalMs ?? 250;
    this.#maxBatch = options.maxBatch ?? 500;
    this.#retryDelayMs = options.retryDelayMs ?? 1000;
    this.#maxRetryDelayMs = options.maxRetryDelayMs ?? 30_000;
    this.#logger = options.logger;
  }

  /** Events waiting to be written. */
  get pending(): number {
    return this.#buffer.length;
  }

  record(event: T): void {
    if (this.#closed) {
      // Only a bug records after shutdown; say so rather than lose the event silently.
      this.#logger?.error({ event }, 'event recorded after the event writer closed; not stored');
      return;
    }
    this.#buffer.push(event);
    // While retrying after a failure, wait for the retry timer rather than hammer the database.
    if (this.#buffer.length >= this.#maxBatch && this.#failures === 0) {
      this.#clearTimer();
      this.#background();
    } else if (!this.#timer) {
      this.#schedule(this.#flushIntervalMs);
    }
  }

  /** Writes everything buffered now; rejects (keeping the events) if a write fails. */
  async flush(): Promise<void> {
    while (this.#inFlight) await this.#inFlight.catch(() => {});
    this.#clearTimer();
    const run = this.#drain();
    this.#inFlight = run;
    try {
      await run;
    } finally {
      if (this.#inFlight === run) this.#inFlight = null;
      if (this.#buffer.length > 0 && !this.#timer && !this.#closed)
        this.#schedule(this.#retryDelay());
    }
  }

  /** Stops the timer and writes what is left, retrying a few times before giving up loudly. */
  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    this.#clearTimer();
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      try {
        await this.flush();
        return;
      } catch (error) {
        if (attempt === 3) {
          this.#logger?.error(
            { err: error, lost: this.#buffer.length },
            'events could not be written at shutdown',
          );
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      }
    }
  }

  async #drain(): Promise<void> {
    while (this.#buffer.length > 0) {
      const batch = this.#buffer.splice(0, this.#maxBatch);
      try {
        await this.#write(batch);
        this.#failures = 0;
      } catch (error) {
        this.#buffer = batch.concat(this.#buffer);
        this.#failures += 1;
        throw error;
      }
    }
  }

  #background(): void {
    this.flush().catch((error: unknown) => {
      this.#logger?.warn(
        { err: error, pending: this.#buffer.length, retryInMs: this.#retryDelay() },
        'writing events failed; will retry',
      );
    });
  }

  #retryDelay(): number {
    if (this.#failures === 0) return this.#flushIntervalMs;
    return Math.min(this.#retryDelayMs * 2 ** (this.#failures - 1), this.#maxRetryDelayMs);
  }

  #schedule(delay: number): void {
    this.#timer = setTimeout(() => {
      this.#timer = null;
      this.#background();
    }, delay);
    // The writer alone must not keep a process alive; close() writes what is left.
    this.#timer.unref();
  }

  #clearTimer(): void {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
  }
}
