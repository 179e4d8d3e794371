import { parentPort } from 'node:worker_threads';
import { sanitizeHtml } from '@h5-page/blocks/code/sanitize-server';

/**
 * The code block's sanitizer in a thread of its own (built to dist/server/sanitize-worker.js):
 * jsdom loads here, on the second core, while the server opens its store, instead of in the way
 * of the first page. Answers `{ id, html }` or `{ id, error }` for each `{ id, html }`.
 */
parentPort?.on('message', (message: { id: number; html: string }) => {
  try {
    parentPort?.postMessage({ id: message.id, html: sanitizeHtml(message.html) });
  } catch (error) {
    parentPort?.postMessage({ id: message.id, error: String(error) });
  }
});
