import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

/** The code and text blocks' sanitizers, run in a worker thread; `close` ends the thread. */
export interface SnippetSanitizer {
  sanitize(html: string): Promise<string>;
  /** A text block's rich text, its links kept only to this site and `allowHosts`. */
  sanitizeText(html: string, allowHosts: readonly string[]): Promise<string>;
  close(): Promise<void>;
}

/** Where the built server keeps the worker (scripts/build-server.mjs). */
const WORKER_FILE = new URL('./sanitize-worker.js', import.meta.url);

interface Waiting {
  resolve(html: string): void;
  reject(error: Error): void;
}

/**
 * Starts the sanitizer thread at once, so that jsdom is loaded by the time the first page with a
 * snippet renders. Null where the server runs from source (its worker is a built file): there the
 * renderer loads jsdom itself, on first use. A thread that ends is started again for the next
 * snippet; what it had in hand fails (a page never goes out unsanitized).
 */
export function startSnippetSanitizer(): SnippetSanitizer | null {
  if (!existsSync(fileURLToPath(WORKER_FILE))) return null;
  const pending = new Map<number, Waiting>();
  let nextId = 1;
  let closed = false;

  const spawn = (): Worker => {
    const thread = new Worker(WORKER_FILE);
    // The thread never keeps the process alive on its own.
    thread.unref();
    const end = (error: Error) => {
      if (worker === thread) worker = null;
      for (const [id, waiting] of pending) {
        pending.delete(id);
        waiting.reject(error);
      }
    };
    thread.on('message', (message: { id: number; html?: string; error?: string }) => {
      const waiting = pending.get(message.id);
      if (!waiting) return;
      pending.delete(message.id);
      if (message.error !== undefined) waiting.reject(new Error(message.error));
      else waiting.resolve(message.html ?? '');
    });
    thread.on('error', end);
    thread.on('exit', () => end(new Error('the snippet sanitizer thread ended')));
    return thread;
  };
  let worker: Worker | null = spawn();

  const ask = (message: Record<string, unknown>): Promise<string> => {
    if (closed) return Promise.reject(new Error('the snippet sanitizer is closed'));
    const thread = (worker ??= spawn());
    const id = nextId++;
    return new Promise<string>((resolve, reject) => {
      pending.set(id, { resolve, reject });
      thread.postMessage({ ...message, id });
    });
  };

  return {
    sanitize: (html) => ask({ html }),
    sanitizeText: (html, allowHosts) => ask({ kind: 'text', html, allowHosts: [...allowHosts] }),
    async close() {
      closed = true;
      const thread = worker;
      worker = null;
      await thread?.terminate();
    },
  };
}
