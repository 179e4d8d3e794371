import { afterAll, describe } from 'vitest';
import { createTestDatabase } from '#test/support/postgres.ts';
import { visitInflationSuite } from '#test/suites/visit-inflation-suite.ts';

// One fresh database for this file (see test/support/postgres.ts); a missing PostgreSQL fails, never skips.
const testDb = await createTestDatabase();
afterAll(async () => {
  await testDb.drop();
});

describe('inflating a page’s visit figures, on PostgreSQL', () => {
  visitInflationSuite(() => testDb.url);
});
