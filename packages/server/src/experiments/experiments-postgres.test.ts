import { afterAll, describe } from 'vitest';
import { createTestDatabase } from '#test/support/postgres.ts';
import { experimentsSuite } from '#test/suites/experiments-suite.ts';

// One fresh database for this file (see test/support/postgres.ts); a missing PostgreSQL fails, never skips.
const testDb = await createTestDatabase();
afterAll(async () => {
  await testDb.drop();
});

describe('A/B experiments on PostgreSQL', () => {
  experimentsSuite(() => testDb.url);
});
