import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { SanitizedHtml } from '@h5-page/blocks/shared/sanitized-html';

/** The code and text blocks' sanitizers, run in worker threads; `close` ends them. */
export interface SnippetSanitizer {
  sanitize(html: string): Promise<SanitizedHtml>;
  /** A text block's rich text, its links kept only to this site and `allowHosts`. */
  sanitizeText(html: string, allowHosts: readonly string[]): Promise<SanitizedHtml>;
  close(): Promise<void>;
}

/**
 * How long one snippet may take in its thread. Within the HTML limits a snippet takes well under
 * a second; one that takes longer is left out of the page (its thread is ended and replaced).
 */
export const SANITIZE_TIME_LIMIT_MS = 5_000;

/** Threads at most: a slow snippet holds one while the other sanitizes every other page's. */
export const SANITIZE_THREADS = 2;

export interface SnippetSanitizerOptions {
  /** The thread's script (tests give one of their own); by default the built one, or the source. */
  workerFile?: URL;
  timeLimitMs?: number;
  threads?: number;
}

/** Where the built server keeps the worker (scripts/build-server.mjs). */
const BUILT_WORKER = new URL('./sanitize-worker.js', import.meta.url);
/** Run from source (tests, tsx), the thread compiles the TypeScript worker itself. */
const SOURCE_WORKER = new URL('./sanitize-worker-from-source.mjs', import.meta.url);

/** What the page is told when a snippet ran out of time, for the builder's preview. */
function outOfTime(limitMs: number): string {
  return `HTML 处理超过 ${limitMs / 1000} 秒，已略去（请精简这段 HTML）`;
}

interface Job {
  message: Record<string, unknown>;
  resolve(answer: SanitizedHtml): void;
  reject(error: Error): void;
}

interface Thread {
  worker: Worker;
  /** It has loaded jsdom and DOMPurify and said so. */
  ready: boolean;
  job: (Job & { id: number; timer: NodeJS.Timeout }) | null;
}

/**
 * A small pool of sanitizer threads. Each sanitizes one snippet at a time, for at most
 * `timeLimitMs` (counted from when a ready thread takes it); past that the snippet is refused
 * (the page renders without it) and its thread is ended and replaced, so one editor's snippet
 * never holds up another page. A thread is added when snippets wait and every thread is busy.
 * With the built worker the first thread starts at once, so that jsdom is loaded by the first
 * page with a snippet; from source, at the first snippet. A thread that fails fails its snippet
 * (a page never goes out unsanitized). `close` ends every thread at once, busy or not.
 */
export function startSnippetSanitizer(options: SnippetSanitizerOptions = {}): SnippetSanitizer {
  const built = existsSync(fileURLToPath(BUILT_WORKER));
  const workerFile = options.workerFile ?? (built ? BUILT_WORKER : SOURCE_WORKER);
  const timeLimitMs = options.timeLimitMs ?? SANITIZE_TIME_LIMIT_MS;
  const maxThreads = options.threads ?? SANITIZE_THREADS;
  const threads = new Set<Thread>();
  const queue: Job[] = [];
  let nextId = 1;
  let closed = false;

  const failQueue = (error: Error) => {
    for (const job of queue.splice(0)) job.reject(error);
  };

  const remove = (thread: Thread, error: Error) => {
    if (!threads.delete(thread)) return;
    const { job } = thread;
    thread.job = null;
    if (job) {
      clearTimeout(job.timer);
      job.reject(error);
    }
    // A thread that could not even start would fail the same way again: the snippets waiting
    // fail now rather than wait for ever; the next snippet tries a new thread.
    if (!thread.ready) failQueue(error);
    dispatch();
  };

  const spawn = (): void => {
    const thread: Thread = { worker: new Worker(workerFile), ready: false, job: null };
    // The threads never keep the process alive on their own.
    thread.worker.unref();
    threads.add(thread);
    thread.worker.on(
      'message',
      (message: { ready?: boolean; id?: number; html?: string; error?: string }) => {
        if (message.ready) {
          thread.ready = true;
          dispatch();
          return;
        }
        const { job } = thread;
        if (!job || job.id !== message.id) return;
        clearTimeout(job.timer);
        thread.job = null;
        if (message.error !== undefined) job.reject(new Error(message.error));
        else job.resolve({ html: message.html ?? '' });
        dispatch();
      },
    );
    thread.worker.on('error', (error) => remove(thread, error));
    thread.worker.on('exit', () => remove(thread, new Error('the snippet sanitizer thread ended')));
  };

  const timedOut = (thread: Thread) => {
    const { job } = thread;
    if (!job) return;
    thread.job = null;
    job.resolve({ html: '', refused: outOfTime(timeLimitMs) });
    // Ended, not waited for: the thread is out of the pool before it has stopped.
    threads.delete(thread);
    void thread.worker.terminate();
    dispatch();
  };

  function dispatch(): void {
    if (closed) return;
    for (const thread of threads) {
      if (queue.length === 0) return;
      if (!thread.ready || thread.job) continue;
      const job = queue.shift()!;
      const id = nextId++;
      thread.job = { ...job, id, timer: setTimeout(() => timedOut(thread), timeLimitMs) };
      thread.worker.postMessage({ ...job.message, id });
    }
    const starting = [...threads].filter((thread) => !thread.ready).length;
    if (queue.length > starting && threads.size < maxThreads) spawn();
  }

  const ask = (message: Record<string, unknown>): Promise<SanitizedHtml> => {
    if (closed) return Promise.reject(new Error('the snippet sanitizer is closed'));
    return new Promise<SanitizedHtml>((resolve, reject) => {
      queue.push({ message, resolve, reject });
      dispatch();
    });
  };

  if (built && !options.workerFile) spawn();

  return {
    sanitize: (html) => ask({ html }),
    sanitizeText: (html, allowHosts) => ask({ kind: 'text', html, allowHosts: [...allowHosts] }),
    async close() {
      closed = true;
      const error = new Error('the snippet sanitizer is closed');
      failQueue(error);
      const ending = [...threads];
      threads.clear();
      for (const thread of ending) {
        if (thread.job) {
          clearTimeout(thread.job.timer);
          thread.job.reject(error);
          thread.job = null;
        }
      }
      await Promise.all(ending.map((thread) => thread.worker.terminate()));
    },
  };
}
