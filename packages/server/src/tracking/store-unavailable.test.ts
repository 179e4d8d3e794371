import { afterAll, beforeAll, describe, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { build } from '../app.ts';
import { BEACON_PATH } from './beacon.ts';
import { EVENTS_PATH, PAGE_VIEW_PATH } from './collect.ts';
import { expectErrorEnvelope } from '#test/support/expect-error-envelope.ts';
import { publishPages, visitSessionOf } from '#test/support/visit.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await build({ config: { dataDir: ':memory:' }, seed: false, ssr: false });
  await publishPages(app, 'demo');
  // A store that refuses every event insert.
  await app.database.db.execute(sql`ALTER TABLE events RENAME TO events_gone`);
});
afterAll(async () => {
  await app.database.db.execute(sql`ALTER TABLE events_gone RENAME TO events`);
  await app.close();
});

describe('collector when the store cannot take events', () => {
  it('answers 503 with a readable msg instead of a success it cannot keep', async () => {
    const vs = visitSessionOf(app, 's-1', 'demo');
    const responses = [
      await app.inject(`${PAGE_VIEW_PATH}?page_code=demo&sid=s-1`),
      await app.inject(`${BEACON_PATH}?page_code=demo&sid=s-1&duration=10&vs=${vs}`),
      await app.inject({
        method: 'POST',
        url: EVENTS_PATH,
        payload: {
          events: [{ type: 'click', page_code: 'demo', page_id: 1001, uid: null, sid: 's-1', vs }],
        },
      }),
    ];
    for (const response of responses) {
      expectErrorEnvelope(response, 503, 'STORE_UNAVAILABLE', '数据暂时无法保存，请稍后再试');
    }
  });
});
