import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { build } from '../app.ts';
import { ADMIN_PASSWORD, body, signIn } from '#test/support/admin.ts';
import { sqlRows } from '../store/sql-rows.ts';

/**
 * The demo is marked in the builder's page list and removed in one step: its pages (but one an
 * editor changed), its campaign data, catalogue and competition players; and it stays removed
 * across a restart.
 */

let dataDir: string;
let app: FastifyInstance;
const open = () =>
  build({ config: { dataDir, adminPassword: ADMIN_PASSWORD }, ssr: false, logger: false });

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'h5-page-demo-'));
  app = await open();
});
afterAll(async () => {
  await app?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

interface Listed {
  code: string;
  demo: boolean;
}

const list = async (headers: Record<string, string>) =>
  body<{ pages: Listed[] }>(await app.inject({ url: '/admin/api/pages', headers })).response.pages;
const count = async (table: string) =>
  (
    await sqlRows<{ n: number }>(
      app.database.db,
      sql.raw(`SELECT count(*)::int AS n FROM ${table}`),
    )
  )[0]!.n;

describe('demo content', () => {
  it('is marked 演示 in the page list, and goes in one call (an edited page stays)', async () => {
    const headers = await signIn(app);
    const before = await list(headers);
    expect(before.length).toBeGreaterThan(10);
    expect(before.every((page) => page.demo)).toBe(true);
    for (const table of ['products', 'topic_products', 'tours', 'sim_portfolios'])
      expect(await count(table), table).toBeGreaterThan(0);

    // An editor made the jjfz page their own.
    const draft = body<{ draft: Record<string, unknown> }>(
      await app.inject({ url: '/admin/api/pages/jjfz', headers }),
    ).response.draft;
    const saved = await app.inject({
      method: 'PUT',
      url: '/admin/api/pages/jjfz',
      headers,
      payload: { ...draft, title: '基金赋智（我们的版本）' },
    });
    expect(saved.statusCode).toBe(200);
    // Another they marked as a template, unchanged.
    const marked = await app.inject({
      method: 'PUT',
      url: '/admin/api/pages/demo/template',
      headers,
      payload: { template: true },
    });
    expect(marked.statusCode).toBe(200);

    const refused = await app.inject({
      method: 'POST',
      url: '/admin/api/demo/remove',
      headers,
      payload: {},
    });
    expect(refused.statusCode).toBe(400);
    expect(body(refused).msg).toContain('confirm');

    const removed = await app.inject({
      method: 'POST',
      url: '/admin/api/demo/remove',
      headers,
      payload: { confirm: 'remove-demo' },
    });
    expect(removed.statusCode).toBe(200);
    const answer = body<{ pages: string[]; kept: string[] }>(removed).response;
    expect(answer.kept.sort()).toEqual(['demo', 'jjfz']);
    expect(answer.pages).not.toContain('demo');
    expect(answer.pages.length).toBeGreaterThan(0);

    const left = await list(headers);
    expect(left.sort((a, b) => a.code.localeCompare(b.code))).toEqual([
      expect.objectContaining({ code: 'demo', demo: false, template: true }),
      expect.objectContaining({ code: 'jjfz', demo: false }),
    ]);
    for (const table of [
      'products',
      'topic_products',
      'tours',
      'coupon_batches',
      'renewal_sale_pages',
      'group_posts',
      'sim_portfolios',
      'chat_groups',
      'staff',
    ])
      expect(await count(table), table).toBe(0);
  });

  it('stays removed after a restart', async () => {
    await app.close();
    app = await open();
    const headers = await signIn(app);
    expect((await list(headers)).map((page) => page.code).sort()).toEqual(['demo', 'jjfz']);
    expect(await count('products')).toBe(0);
  });
});
