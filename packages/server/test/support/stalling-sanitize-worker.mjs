import { parentPort } from 'node:worker_threads';

// A sanitizer thread for the pool's tests, speaking sanitize-worker.ts's messages: it answers every
// snippet at once (upper-cased, so an answer shows it came from here), but spins for ever on one
// holding `<stall>`, as on a snippet too costly to sanitize.
parentPort.on('message', ({ id, html }) => {
  if (html.includes('<stall>')) {
    for (;;) {
      // Never answers.
    }
  }
  parentPort.postMessage({ id, html: html.toUpperCase() });
});
parentPort.postMessage({ ready: true });
