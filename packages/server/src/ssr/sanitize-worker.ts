import { parentPort } from 'node:worker_threads';
import { sanitizeHtml } from '@h5-page/blocks/code/sanitize-server';
import { sanitizeText } from '@h5-page/blocks/text/sanitize-server';

/** A snippet of the code block, or a text block's rich text with the hosts its links may reach. */
type Request = { id: number; html: string } & (
  { kind?: 'code' } | { kind: 'text'; allowHosts: string[] }
);

/**
 * The code and text blocks' sanitizers in a thread of their own (built to
 * dist/server/sanitize-worker.js; `snippet-sanitizer.ts` keeps a pool of them): jsdom loads here,
 * on the second core, while the server opens its store, instead of in the way of the first page.
 * Says `{ ready: true }` once loaded, then answers each `{ id, html }` with `{ id, html }` or
 * `{ id, error }`, one at a time.
 */
parentPort?.on('message', (message: Request) => {
  try {
    const html =
      message.kind === 'text'
        ? sanitizeText(message.html, message.allowHosts)
        : sanitizeHtml(message.html);
    parentPort?.postMessage({ id: message.id, html });
  } catch (error) {
    parentPort?.postMessage({ id: message.id, error: String(error) });
  }
});

// The first snippet readies jsdom's parser and DOMPurify, some hundreds of milliseconds: done
// now, while the server still opens its store, not in the way of the first page that has one
// (nor counted in that snippet's time limit).
sanitizeHtml(
  '<p class="a" style="color: red"><a href="/" target="_blank">a</a><img src="/a.png"></p>',
);
sanitizeText('<p style="color: red"><a href="/">a</a></p>', []);
parentPort?.postMessage({ ready: true });
