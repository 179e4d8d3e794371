import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { databasePlugin } from '../core/database-plugin.ts';
import { seedStore } from '../seed/seed-store.ts';
import { sqlRows } from './sql-rows.ts';

/**
 * A fresh production store holds no demo content: no pages, no campaign data, no catalogue, no
 * bot players, no buyers; only the schema and the reference rows the code relies on.
 */

const CONTENT_TABLES = [
  'pages',
  'media',
  'products',
  'orders',
  'renewal_orders',
  'renewal_sale_pages',
  'coupon_batches',
  'tours',
  'tour_speeches',
  'open_day_sessions',
  'cpmj_articles',
  'group_posts',
  'course_videos',
  'live_activities',
  'topic_products',
  'chat_groups',
  'staff',
  'virtual_users',
  'sim_portfolios',
  'sim_trades',
];

const counts = async (app: FastifyInstance) =>
  Object.fromEntries(
    await Promise.all(
      CONTENT_TABLES.map(async (table) => {
        const [row] = await sqlRows<{ n: number }>(
          app.database.db,
          sql.raw(`SELECT count(*)::int AS n FROM ${table}`),
        );
        return [table, row?.n ?? -1] as const;
      }),
    ),
  );

async function storeApp(nodeEnv: 'production' | 'development'): Promise<FastifyInstance> {
  const app = Fastify({ logger: false, pluginTimeout: 120_000 });
  await app.register(databasePlugin, {
    config: { dataDir: ':memory:', databaseUrl: null, nodeEnv },
    seeds: seedStore,
  });
  await app.ready();
  return app;
}

let production: FastifyInstance;
let development: FastifyInstance;
beforeAll(async () => {
  [production, development] = await Promise.all([storeApp('production'), storeApp('development')]);
});
afterAll(async () => {
  await production?.close();
  await development?.close();
});

describe('demo content and NODE_ENV', () => {
  it('a fresh production store is empty of content', async () => {
    const found = await counts(production);
    expect(found).toEqual(Object.fromEntries(CONTENT_TABLES.map((table) => [table, 0])));
  });

  it('a development store is seeded with the demo, but never with invented buyers', async () => {
    const found = await counts(development);
    for (const table of ['pages', 'products', 'renewal_sale_pages', 'topic_products', 'tours'])
      expect(found[table], table).toBeGreaterThan(0);
    expect(found.orders).toBe(0);
    expect(found.renewal_orders).toBe(0);
  });
});
