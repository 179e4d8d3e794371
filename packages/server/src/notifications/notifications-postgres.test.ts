import { afterAll } from 'vitest';
import { createTestDatabase } from '#test/support/postgres.ts';
import { notificationsSuite } from '#test/suites/notifications-suite.ts';

// One fresh database for this file (see test/support/postgres.ts); a missing PostgreSQL fails, never skips.
const testDb = await createTestDatabase();
afterAll(async () => {
  await testDb.drop();
});

notificationsSuite(() => testDb.url);
