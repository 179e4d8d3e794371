import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sanitizeHtml } from '@h5-page/blocks/code/sanitize-server';
import { ENVELOPE_SUCCESS_CODE } from '@h5-page/schema/constants';
import { DEMO_PAGE } from './seed/demo-page.ts';
import { BUILT_MAIN, freePort, serverEnv, spawnServer } from '#test/support/server-process.ts';
import type { ServerProcess } from '#test/support/server-process.ts';

/** What `npm start` runs, as it runs it: the built server on node, no compiling at start. */
describe('the built server', () => {
  let dataDir: string;
  let server: ServerProcess & { ready: Promise<string> };

  beforeAll(async () => {
    // npm test builds it first (scripts/test.mjs); a missing build is a failure, not a skip.
    expect(existsSync(BUILT_MAIN), `${BUILT_MAIN} (run "npm run build")`).toBe(true);
    dataDir = mkdtempSync(join(tmpdir(), 'h5-built-'));
    server = spawnServer(serverEnv({ DATA_DIR: dataDir, PORT: String(await freePort()) }));
    await server.ready;
  }, 60_000);

  afterAll(async () => {
    await server?.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('renders the demo, its snippets sanitized by the sanitizer thread as in this one', async () => {
    const response = await fetch(`${server.url}/h5-page/h5/demo`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const snippets = DEMO_PAGE.page_schema.filter((block) => block.name === 'code');
    expect(snippets.length).toBeGreaterThan(0);
    for (const snippet of snippets) {
      const source = String((snippet.value as { html?: unknown }).html ?? '');
      expect(html).toContain(`<div class="h5-code">${sanitizeHtml(source)}</div>`);
    }
  });

  it('answers the gateway from its store, whose driver it loads when it opens it', async () => {
    const detail = await fetch(
      `${server.url}/n8sf/api/activity/v1/activity-page/detail?code=demo&terminal_type=2`,
    );
    expect(detail.status).toBe(200);
    const body = (await detail.json()) as {
      code: number;
      response: { activity_page: { code: string } };
    };
    expect(body.code).toBe(ENVELOPE_SUCCESS_CODE);
    expect(body.response.activity_page.code).toBe('demo');
  });

  it('stops cleanly on SIGTERM', async () => {
    await server.kill('SIGTERM');
    expect(await server.exited).toEqual({ code: 0, signal: null });
  });
});
