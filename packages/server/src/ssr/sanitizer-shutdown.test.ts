import { afterEach, describe, expect, it } from 'vitest';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { build } from '../app.ts';
import { ADMIN_PASSWORD } from '#test/support/admin.ts';
import { testPage } from '#test/support/pages.ts';

const STALLING = new URL('../../test/support/stalling-sanitize-worker.mjs', import.meta.url);

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
});

describe('closing the server', () => {
  it(
    'does not wait for a snippet still being sanitized: its page is sent without it',
    { timeout: 120_000 },
    async () => {
      app = await build({
        config: { dataDir: ':memory:', adminPassword: ADMIN_PASSWORD },
        seed: false,
        // A thread that never finishes `<stall>`, and a time limit far beyond the test's.
        sanitizer: { workerFile: STALLING, timeLimitMs: 600_000 },
      });
      await app.pages.saveDraft(
        testPage('stalls', {
          page_schema: [
            { name: 'text', value: { html: '<p>前文</p>' }, children: [] },
            { name: 'code', value: { html: '<stall>' }, children: [] },
          ],
        }),
      );
      await app.pages.publish('stalls');
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as AddressInfo;
      let arrived = false;
      app.server.once('request', () => (arrived = true));
      const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
        const call = httpRequest(
          { host: '127.0.0.1', port, path: '/h5-page/h5/stalls' },
          (reply) => {
            let body = '';
            reply.setEncoding('utf8');
            reply.on('data', (chunk: string) => (body += chunk));
            reply.on('end', () => resolve({ status: reply.statusCode ?? 0, body }));
          },
        );
        call.on('error', reject);
        call.end();
      });
      // The request is in flight when the server closes (its render waits for the snippet, or is
      // about to ask for it).
      await expect.poll(() => arrived).toBe(true);
      await app.close();
      const page = await answer;
      expect(page.status).toBe(200);
      expect(page.body).toContain('前文');
      expect(page.body).not.toContain('<STALL>');
    },
  );
});
