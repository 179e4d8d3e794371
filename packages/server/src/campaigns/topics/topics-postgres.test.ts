import { afterAll, describe } from 'vitest';
import { createTestDatabase } from '#test/support/postgres.ts';
import { topicSuite } from '#test/suites/topic-suite.ts';

// One fresh PostgreSQL database for this file; a missing server fails the run (never skips).
const testDb = await createTestDatabase();
afterAll(async () => {
  await testDb.drop();
});

describe('topic-page calls on PostgreSQL', () => {
  topicSuite(async () => ({ databaseUrl: testDb.url }));
});
