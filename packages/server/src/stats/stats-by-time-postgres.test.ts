import { afterAll, describe } from 'vitest';
import { createTestDatabase } from '#test/support/postgres.ts';
import { statsByTimeSuite } from '#test/suites/stats-by-time-suite.ts';

// One fresh database for this file (see test/support/postgres.ts); a missing PostgreSQL fails, never skips.
const testDb = await createTestDatabase();
afterAll(async () => {
  await testDb.drop();
});

describe('a page’s hours and last hour on PostgreSQL', () => {
  statsByTimeSuite(() => testDb.url);
});
