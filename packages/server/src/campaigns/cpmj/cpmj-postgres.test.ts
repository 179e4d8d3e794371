import { afterAll, describe } from 'vitest';
import { createTestDatabase } from '#test/support/postgres.ts';
import { cpmjSuite } from '#test/suites/cpmj-suite.ts';

// One fresh PostgreSQL database for this file; a missing server fails the run (never skips).
const testDb = await createTestDatabase();
afterAll(async () => {
  await testDb.drop();
});

describe('cpmj calls on PostgreSQL', () => {
  cpmjSuite(async () => ({ databaseUrl: testDb.url }));
});
