import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** A request the fake received. */
export interface FakeRequest {
  method: string;
  /** Path and query, as sent. */
  url: string;
  headers: IncomingMessage['headers'];
  /** The body parsed as JSON (undefined when empty or not JSON). */
  json: unknown;
}

export interface FakeAnswer {
  status?: number;
  body?: unknown;
  /** Wait this long before answering (timeouts). */
  delayMs?: number;
}

export type FakeHandler = (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>;

export interface FakeServer {
  /** `http://127.0.0.1:<port>` */
  baseUrl: string;
  requests: FakeRequest[];
  /** Routes by `METHOD /path` (the query is not part of the key). */
  handle(route: string, handler: FakeHandler): void;
  close(): Promise<void>;
}

/**
 * A fake outside service on 127.0.0.1, started inside a test: answers JSON by route and records
 * every request. Unknown routes answer 404.
 */
export async function startFakeServer(): Promise<FakeServer> {
  const handlers = new Map<string, FakeHandler>();
  const requests: FakeRequest[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      let json: unknown;
      try {
        json = raw ? JSON.parse(raw) : undefined;
      } catch {
        json = undefined;
      }
      const request: FakeRequest = {
        method: req.method ?? 'GET',
        url: req.url ?? '/',
        headers: req.headers,
        json,
      };
      requests.push(request);
      const path = request.url.split('?')[0];
      const handler = handlers.get(`${request.method} ${path}`);
      void Promise.resolve(
        handler ? handler(request) : { status: 404, body: { error: 'no route' } },
      )
        .then(async (answer) => {
          if (answer.delayMs) await new Promise((r) => setTimeout(r, answer.delayMs));
          res.statusCode = answer.status ?? 200;
          res.setHeader('content-type', 'application/json');
          res.end(
            typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body ?? {}),
          );
        })
        .catch(() => {
          res.statusCode = 500;
          res.end();
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('fake server has no port');
  return {
    baseUrl: `http://127.0.0.1:${address.port}`,
    requests,
    handle(route, handler) {
      handlers.set(route, handler);
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The query parameters of a recorded request. */
export function queryOf(request: FakeRequest): URLSearchParams {
  return new URL(request.url, 'http://fake.invalid').searchParams;
}
