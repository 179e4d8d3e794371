import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sanitizeHtml } from '@h5-page/blocks/code/sanitize-server';
import { ENVELOPE_SUCCESS_CODE } from '@h5-page/schema/constants';
import { DEMO_PAGE } from './seed/demo-page.ts';
import {
  BUILT_MAIN,
  TEMPLATE_ENV,
  freePort,
  serverEnv,
  spawnServer,
} from '#test/support/server-process.ts';
import type { ServerProcess } from '#test/support/server-process.ts';

/** What `npm start` runs, as it runs it: the built server on node, no compiling at start. */
describe('the built server', () => {
  let dataDir: string;
  let server: ServerProcess & { ready: Promise<string> };

  beforeAll(async () => {
    // npm test builds it first (scripts/test.mjs); a missing build is a failure, not a skip.
    expect(existsSync(BUILT_MAIN), `${BUILT_MAIN} (run "npm run build")`).toBe(true);
    dataDir = mkdtempSync(join(tmpdir(), 'h5-built-'));
    // A newcomer's first start: an empty data directory (no template of the tests: initdb, every
    // migration and the whole seed, a minute on a loaded machine), the development settings and
    // log of npm start.
    server = spawnServer(
      serverEnv({
        DATA_DIR: dataDir,
        PORT: String(await freePort()),
        NODE_ENV: 'development',
        LOG_LEVEL: 'info',
        [TEMPLATE_ENV]: undefined,
      }),
    );
    await server.ready;
  }, 120_000);

  afterAll(async () => {
    await server?.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('says a first start in one line a phase, the line to sign in with last', async () => {
    const signIn = /INFO: builder account created at \/admin\/: user: admin password: \S{16}$/;
    const lines = () => server.output().trimEnd().split('\n');
    await expect.poll(() => lines().some((line) => signIn.test(line))).toBe(true);
    // The start's own lines: the requests this test sent while it waited are logged between, one
    // line each (a request's fields continued on lines of their own would be left here, and fail).
    const started = lines().filter(
      (line) => !/INFO: (incoming request|request completed) \{.*\}$/.test(line),
    );
    // Each line a phase in order, none of them continued on the next (no listing of migrations).
    const phases = [
      /INFO: database migrated: \d+ migrations, up to \d{4}$/,
      /INFO: seeded \d+ demo pictures in the media library; \d+ demo and route pages; /,
      /INFO: Server listening at http:\/\/127\.0\.0\.1:\d+$/,
      /INFO: h5-page is ready: http:\/\/localhost:\d+\/h5-page\/h5\/demo$/,
      signIn,
    ];
    expect(started.filter((line) => !phases.some((phase) => phase.test(line)))).toEqual([]);
    expect(phases.map((phase) => started.findIndex((line) => phase.test(line)))).toEqual([
      0, 1, 2, 3, 4,
    ]);
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
