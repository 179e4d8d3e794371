import { afterAll, describe } from 'vitest';
import { createTestDatabase } from '#test/support/postgres.ts';
import { accountsRepositorySuite } from '#test/suites/accounts-repository-suite.ts';
import { openDatabase } from '../../store/open-database.ts';

// One fresh database for this file (see test/support/postgres.ts); a missing PostgreSQL fails, never skips.
const testDb = await createTestDatabase();
afterAll(async () => {
  await testDb.drop();
});

describe('accounts on PostgreSQL (DATABASE_URL)', () => {
  accountsRepositorySuite(() => openDatabase({ dataDir: ':memory:', databaseUrl: testDb.url }));
});
