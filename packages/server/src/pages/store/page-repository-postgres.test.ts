import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '#test/support/postgres.ts';
import { migrate, readMigrations } from '../../store/migrate.ts';
import { openDatabase } from '../../store/open-database.ts';
import { repositorySuite } from '#test/suites/page-repository-suite.ts';

// One fresh database for this file (see test/support/postgres.ts).
const testDb = await createTestDatabase();
afterAll(async () => {
  await testDb.drop();
});

describe('store on PostgreSQL (DATABASE_URL)', () => {
  const open = () => openDatabase({ dataDir: ':memory:', databaseUrl: testDb.url });

  it('migrates once when two servers start at the same time', async () => {
    const [a, b] = await Promise.all([open(), open()]);
    try {
      const all = (await readMigrations()).map((m) => m.id);
      const applied = await Promise.all([migrate(a), migrate(b)]);
      // One of them applied everything, the other waited on the lock and found nothing to do.
      expect(applied.flat()).toEqual(all);
      expect(applied.some((ids) => ids.length === 0)).toBe(true);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  // Nested, so its set-up (which migrates) runs after the first-start race above.
  describe('repositories', () => repositorySuite(open));
});
