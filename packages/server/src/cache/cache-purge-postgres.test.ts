import { afterAll, describe } from 'vitest';
import { createTestDatabase } from '#test/support/postgres.ts';
import { cachePurgeSuite } from '#test/suites/cache-purge-suite.ts';

// One fresh database for this file (see test/support/postgres.ts); a missing PostgreSQL fails, never skips.
const testDb = await createTestDatabase();
afterAll(async () => {
  await testDb.drop();
});

describe('the shared cache’s purges on PostgreSQL', () => {
  cachePurgeSuite(() => testDb.url);
});
