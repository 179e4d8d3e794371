import { afterAll, describe } from 'vitest';
import { createTestDatabase } from '#test/support/postgres.ts';
import { statsSuite } from '#test/suites/stats-suite.ts';

// One fresh database for this file (see test/support/postgres.ts); a missing PostgreSQL fails, never skips.
const testDb = await createTestDatabase();
afterAll(async () => {
  await testDb.drop();
});

describe('page stats and leads on PostgreSQL', () => {
  statsSuite(() => testDb.url);
});
