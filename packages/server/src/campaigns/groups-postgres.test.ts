import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '@h5-page/schema/constants';
import { chatGroups } from './store/tables.ts';
import { bearer, campaignApp } from '#test/support/campaign.ts';
import { createTestDatabase } from '#test/support/postgres.ts';

// PostgreSQL, not the embedded database: PGlite runs one statement at a time, so concurrent
// joins there never interleave and the capacity check could not be caught failing.
const testDb = await createTestDatabase();
let app: FastifyInstance;
beforeAll(async () => {
  app = await campaignApp({ databaseUrl: testDb.url });
});
afterAll(async () => {
  await app.close();
  await testDb.drop();
});

describe('join-open-group on PostgreSQL', () => {
  it('keeps a full group full when many join at once', async () => {
    await app.database.db.insert(chatGroups).values({
      id: 9010,
      activity: 'test-race',
      name: '抢位群',
      maxMembers: 3,
    });
    const headers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => bearer(app, 881_000 + i)),
    );
    const answers = await Promise.all(
      headers.map((h) =>
        app.inject({
          method: 'POST',
          url: API_PATHS.JOIN_OPEN_GROUP,
          headers: h,
          payload: { group_id: 9010 },
        }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(9);
    expect(await app.campaigns.groups.memberCount(9010)).toBe(3);
  });
});
