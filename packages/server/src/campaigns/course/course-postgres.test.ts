import { afterAll, describe } from 'vitest';
import { createTestDatabase } from '#test/support/postgres.ts';
import { courseSuite } from '#test/suites/course-suite.ts';

// One fresh PostgreSQL database for this file; a missing server fails the run (never skips).
const testDb = await createTestDatabase();
afterAll(async () => {
  await testDb.drop();
});

describe('course calls on PostgreSQL', () => {
  courseSuite(async () => ({ databaseUrl: testDb.url }));
});
