import { afterAll, describe } from 'vitest';
import { createTestDatabase } from '#test/support/postgres.ts';
import { simulatedTradingSuite } from '#test/suites/simulated-trading-suite.ts';

// One fresh PostgreSQL database for this file; a missing server fails the run (never skips).
const testDb = await createTestDatabase();
afterAll(async () => {
  await testDb.drop();
});

describe('simulated trading and the stock competition on PostgreSQL', () => {
  simulatedTradingSuite(async () => ({ databaseUrl: testDb.url }));
});
