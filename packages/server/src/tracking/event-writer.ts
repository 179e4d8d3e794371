/**
 * Group commit: events wait a few milliseconds (or until 500 are waiting) and are written in
 * one multi-row insert, and each `record` resolves only once the insert holding its event has
 * committed. A collector that answers after that never acknowledges an event a crash can lose,
 * while a burst still costs a few inserts. A failed insert rejects every event in it: the
 * visitor is told to retry, so nothing is retried here behind its back (no duplicates).
 */

export interface WriterLogger {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface EventWriterOptions {
  /** How long the first event of a batch waits for others (default 5 ms). */
  flushIntervalMs?: number;
  maxBatch?: number;
  logger?: WriterLogger;
}

interface Waiting<T> {
  /** Events of one request: always written in the same insert. */
  events: T[];
  resolve: () => void;
  reject: (error: unknown) => void;
}

/** Thrown by `record` once the writer has closed (the server is stopping). */
export class EventWriterClosedError extends Error {
  constructor() {
    super('the event writer is closed');
    this.name = 'EventWriterClosedError';
  }
}

export class EventWriter<T> {
  readonly #write: (batch: T[]) => Promise<void>;
  readonly #flushIntervalMs: number;
  readonly #maxBatch: number;
  readonly #logger: WriterLogger | undefined;
  #queue: Waiting<T>[] = [];
  #timer: NodeJS.Timeout | null = null;
  #writing: Promise<void> | null = null;
  #closed = false;

  constructor(write: (batch: T[]) => Promise<void>, options: EventWriterOptions = {}) {
    this.#write = write;
    this.#flushIntervalMs = options.flushIntervalMs ?? 5;
    this.#maxBatch = options.maxBatch ?? 500;
    this.#logger = options.logger;
  }

  /** Events waiting for their insert (not counting the one being written). */
  get pending(): number {
    return this.#waitingEvents;
  }

  #waitingEvents = 0;

  /** Resolves once the event is committed; rejects when its insert failed. */
  record(event: T): Promise<void> {
    return this.recordAll([event]);
  }

  /** Several events that are stored together or not at all. */
  recordAll(events: T[]): Promise<void> {
    if (this.#closed) return Promise.reject(new EventWriterClosedError());
    if (events.length === 0) return Promise.resolve();
    return new Promise<void>((resolve, reject) => {
      this.#queue.push({ events, resolve, reject });
      this.#waitingEvents += events.length;
      // While an insert runs, newcomers gather; the insert's end starts the next batch.
      if (this.#writing) return;
      if (this.#waitingEvents >= this.#maxBatch) {
        this.#clearTimer();
        this.#start();
      } else if (!this.#timer) {
        this.#timer = setTimeout(() => {
          this.#timer = null;
          this.#start();
        }, this.#flushIntervalMs);
      }
    });
  }

  /** Waits until everything recorded so far has been written (or has failed). */
  async flush(): Promise<void> {
    this.#clearTimer();
    if (!this.#writing && this.#queue.length > 0) this.#start();
    while (this.#writing) await this.#writing;
  }

  /** Refuses new events and waits for those already recorded. */
  async close(): Promise<void> {
    this.#closed = true;
    await this.flush();
  }

  #start(): void {
    if (this.#writing || this.#queue.length === 0) return;
    let take = 0;
    let size = 0;
    while (take < this.#queue.length) {
      const next = this.#queue[take]!.events.length;
      if (take > 0 && size + next > this.#maxBatch) break;
      size += next;
      take += 1;
    }
    const batch = this.#queue.splice(0, take);
    this.#waitingEvents -= size;
    this.#writing = this.#run(batch).finally(() => {
      this.#writing = null;
      if (this.#queue.length > 0) this.#start();
    });
  }

  async #run(batch: Waiting<T>[]): Promise<void> {
    try {
      await this.#write(batch.flatMap((waiting) => waiting.events));
    } catch (error) {
      this.#logger?.warn(
        { err: error, requests: batch.length },
        'writing events failed; their requests were refused',
      );
      for (const waiting of batch) waiting.reject(error);
      return;
    }
    for (const waiting of batch) waiting.resolve();
  }

  #clearTimer(): void {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
  }
}
