import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { campaignApp } from '#test/support/campaign.ts';
import { StartupError } from '../startup-error.ts';
import { migrate } from './migrate.ts';
import { openDatabase } from './open-database.ts';
import { openAppStore } from '../app-store.ts';
import { createTestDatabase } from '#test/support/postgres.ts';
import type { TestDatabase } from '#test/support/postgres.ts';

/**
 * Two servers started at once on one empty PostgreSQL: the second waits for the first to
 * migrate and seed under the migration lock, then finds the store seeded; neither fails on a
 * row the other inserted.
 */

let database: TestDatabase;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await database?.drop();
});

describe('two servers starting at once on a fresh PostgreSQL', () => {
  it('both come up, over one seeding', { timeout: 120_000 }, async () => {
    const started = await Promise.allSettled([
      campaignApp({ databaseUrl: database.url }),
      campaignApp({ databaseUrl: database.url }),
    ]);
    for (const result of started) if (result.status === 'fulfilled') apps.push(result.value);
    expect(started.map((result) => (result.status === 'rejected' ? result.reason : 'up'))).toEqual([
      'up',
      'up',
    ]);
    for (const app of apps) {
      const ready = await app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(200);
    }
    const [first, second] = apps;
    const a = await first!.pages.count();
    expect(a).toBeGreaterThan(0);
    expect(await second!.pages.count()).toBe(a);
  });
});

describe('a seeding failure', () => {
  it('fails the start with a line naming its cause', { timeout: 120_000 }, async () => {
    const other = await createTestDatabase();
    try {
      // The schema is there; the first seed insert then hits the database's own refusal.
      const database = await openDatabase({ dataDir: ':memory:', databaseUrl: other.url });
      await migrate(database);
      await database.close();
      const pg = await import('pg');
      const client = new pg.default.Client({ connectionString: other.url });
      await client.connect();
      await client.query(`CREATE FUNCTION refuse() RETURNS trigger LANGUAGE plpgsql AS
        $$ BEGIN RAISE EXCEPTION 'staff table is read-only here'; END $$`);
      await client.query('CREATE TRIGGER refuse BEFORE INSERT ON staff EXECUTE FUNCTION refuse()');
      await client.end();

      const failure = await openAppStore({ dataDir: ':memory:', databaseUrl: other.url }).catch(
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(StartupError);
      expect((failure as Error).message).toBe(
        'seeding the store failed: staff table is read-only here',
      );
    } finally {
      await other.drop();
    }
  });
});
