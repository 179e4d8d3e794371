/**
 * The baseline of the workers bench: Node's cluster with nothing else, answering every request
 * with the bytes of a file (the page as the real server sends it), in `WORKERS` processes on
 * `PORT`. What two processes gain over one here is what this machine allows any Node server.
 */
import cluster from 'node:cluster';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import process from 'node:process';

const workers = Number(process.env.WORKERS ?? 1);
if (cluster.isPrimary && workers > 1) {
  for (let i = 0; i < workers; i += 1) cluster.fork();
} else {
  const body = readFileSync(process.env.BODY_FILE ?? '');
  createServer((request, response) => {
    response.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-encoding': 'br',
      'x-h5-worker': String(process.pid),
    });
    response.end(body);
  }).listen(Number(process.env.PORT), '127.0.0.1');
}
