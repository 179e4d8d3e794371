import { describe, expect, it } from 'vitest';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { build } from '../app.ts';
import { appForAll } from '#test/support/app-for-all.ts';

// What Node's HTTP parser refuses never reaches a route: sent over a raw socket, as a client would.

let app: FastifyInstance;
let port: number;
appForAll(async () => {
  app = await build({ config: { dataDir: ':memory:' }, ssr: false, seed: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  port = (app.server.address() as AddressInfo).port;
  return app;
});

/** Writes `raw`, reads until the server closes: the status and the parsed body. */
function exchange(raw: string): Promise<{ status: number; type: string; body: unknown }> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port }, () => socket.write(raw));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n');
      const status = Number(/^HTTP\/1\.1 (\d+)/.exec(head)?.[1]);
      const type = /content-type: ([^\r]*)/i.exec(head)?.[1] ?? '';
      try {
        resolve({ status, type, body: JSON.parse(body) as unknown });
      } catch {
        resolve({ status, type, body });
      }
    });
  });
}

describe('requests Node refuses answer the envelope', () => {
  it('a 20 KB URL: 431 with the envelope', async () => {
    const answer = await exchange(`GET /healthz?${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(answer.status).toBe(431);
    expect(answer.type).toContain('application/json');
    expect(answer.body).toEqual({
      code: 'HEADERS_TOO_LARGE',
      msg: '请求地址或请求头过长',
      response: null,
    });
  });

  it('an unknown method FOO: 400 with the envelope', async () => {
    const answer = await exchange('FOO /healthz HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      code: 'METHOD_UNKNOWN',
      msg: '不支持的请求方式',
      response: null,
    });
  });

  it('a malformed request line: 400 with the envelope', async () => {
    const answer = await exchange('GET /healthz HTTP/9\r\n\r\n');
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'BAD_HTTP_REQUEST', response: null });
  });

  it('the server still answers afterwards', async () => {
    const answer = await exchange('GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(answer.status).toBe(200);
  });
});

describe('a request without a Host header', () => {
  it('HTTP/1.1: 400 with the envelope naming the header, and the connection closes', async () => {
    const answer = await exchange('GET /healthz HTTP/1.1\r\n\r\n');
    expect(answer.status).toBe(400);
    expect(answer.type).toContain('application/json');
    expect(answer.body).toEqual({ code: 'HOST_REQUIRED', msg: '请求缺少 Host 头', response: null });
  });

  it('HTTP/1.1 to an unknown path or with a body: the same envelope', async () => {
    for (const raw of [
      'GET /no/such/path HTTP/1.1\r\n\r\n',
      'POST /admin/api/session HTTP/1.1\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}',
    ]) {
      const answer = await exchange(raw);
      expect(answer.status, raw).toBe(400);
      expect(answer.body, raw).toMatchObject({ code: 'HOST_REQUIRED' });
    }
  });

  it('HTTP/1.0, which has no Host to require, is served', async () => {
    const answer = await exchange('GET /healthz HTTP/1.0\r\n\r\n');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: 'ok' });
  });
});
