import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { build } from '../app.ts';

// Sent over a socket with the path exactly as written: inject would resolve dot segments first.

let app: FastifyInstance;
let port: number;
beforeAll(async () => {
  app = await build({ config: { dataDir: ':memory:' } });
  await app.listen({ host: '127.0.0.1', port: 0 });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await app.close();
});

function rawGet(path: string): Promise<{ status: number; body: string; type?: string }> {
  return new Promise((resolve, reject) => {
    const call = httpRequest({ host: '127.0.0.1', port, path }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body, type: response.headers['content-type'] }),
      );
    });
    call.on('error', reject);
    call.end();
  });
}

describe('built assets by their one spelling only', () => {
  it('the manifest, dot-directories and the template are 404 however the path is spelled', async () => {
    for (const path of [
      '/packages/h5-page/dist/.vite/manifest.json',
      '/packages/h5-page/dist//.vite/manifest.json',
      '/packages/h5-page/dist/%2evite/manifest.json',
      '/packages/h5-page/dist/assets/../.vite/manifest.json',
      '/packages/h5-page/dist/./.vite/manifest.json',
      '/packages/h5-page/dist/index.html',
      '/packages/h5-page/dist/./index.html',
      '/packages/h5-page/dist//index.html',
      '/packages/h5-page/dist/%2e/index.html',
    ]) {
      const answer = await rawGet(path);
      expect(answer.status, path).toBe(404);
      expect(answer.body, path).not.toContain('"file"');
      expect(answer.body, path).not.toContain('<!--app-html-->');
    }
  });

  it('a built file is served by its own path and not by another spelling', async () => {
    const manifest = (await import('node:fs')).readdirSync(
      new URL('../../../h5/dist/client/assets/', import.meta.url),
    );
    const script = manifest.find((name) => name.endsWith('.js'))!;
    expect((await rawGet(`/packages/h5-page/dist/assets/${script}`)).status).toBe(200);
    for (const path of [
      `/packages/h5-page/dist//assets/${script}`,
      `/packages/h5-page/dist/assets/./${script}`,
    ])
      expect((await rawGet(path)).status, path).toBe(404);
  });
});
