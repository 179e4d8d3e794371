import { afterAll, describe } from 'vitest';
import { createTestDatabase } from '../test-support/postgres.ts';
import { statsSuite } from './stats-suite.ts';

// One fresh database for this file (see test-support); a missing PostgreSQL fails, never skips.
const testDb = await createTestDatabase();
afterAll(async () => {
  await testDb.drop();
});

describe('page stats and leads on PostgreSQL', () => {
  statsSuite(() => testDb.url);
});
