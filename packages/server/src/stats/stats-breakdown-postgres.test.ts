import { afterAll, describe } from 'vitest';
import { createTestDatabase } from '#test/support/postgres.ts';
import { breakdownRollupsSuite } from '#test/suites/breakdown-rollups-suite.ts';

// One fresh database for this file (see test/support/postgres.ts); a missing PostgreSQL fails, never skips.
const testDb = await createTestDatabase();
afterAll(async () => {
  await testDb.drop();
});

describe('the stats breakdown from its rollups on PostgreSQL', () => {
  breakdownRollupsSuite(
    () => testDb.url,
    () => createTestDatabase(),
  );
});
