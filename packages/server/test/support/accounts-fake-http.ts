import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A fake HTTP service on 127.0.0.1 for the SMS and captcha client tests (one answer for all). */

export interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export type FakeHandler = (request: SeenRequest, response: ServerResponse) => void;

export interface FakeHttp {
  url: string;
  requests: SeenRequest[];
  /** How the next requests are answered (default: 200 `{}`). */
  handle(handler: FakeHandler): void;
  /** Answers every request with `status` and `body` (JSON unless a string). */
  reply(status: number, body: unknown): void;
  close(): Promise<void>;
}

export async function startFakeHttp(): Promise<FakeHttp> {
  const requests: SeenRequest[] = [];
  let handler: FakeHandler = (_request, response) => response.end('{}');
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const seen = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body };
      requests.push(seen);
      handler(seen, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    handle(next) {
      handler = next;
    },
    reply(status, body) {
      handler = (_request, response) => {
        response.writeHead(status, {
          'content-type': typeof body === 'string' ? 'text/plain' : 'application/json',
        });
        response.end(typeof body === 'string' ? body : JSON.stringify(body));
      };
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
