import { afterAll, describe } from 'vitest';
import { createTestDatabase } from '#test/support/postgres.ts';
import { openDatabase } from '../../store/open-database.ts';
import { campaignRepositorySuite } from '#test/suites/campaign-repository-suite.ts';

// One fresh PostgreSQL database for this file; a missing server fails the run (never skips).
const testDb = await createTestDatabase();
afterAll(async () => {
  await testDb.drop();
});

describe('campaign repositories on PostgreSQL (DATABASE_URL)', () => {
  campaignRepositorySuite(() => openDatabase({ dataDir: ':memory:', databaseUrl: testDb.url }));
});
