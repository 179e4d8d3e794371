import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { build } from '../app.ts';
import { createTestRedis } from '#test/support/redis.ts';
import type { TestRedis } from '#test/support/redis.ts';
import { publishPages, visitSessionOf } from '#test/support/visit.ts';
import { BEACON_PATH } from './beacon.ts';
import { EVENTS_PATH } from './collect.ts';

/** REDIS_URL set: two server processes (two apps) agree on what each visit may still report. */

const LIMIT = 10;
let redis: TestRedis;
let a: FastifyInstance;
let b: FastifyInstance;
beforeAll(async () => {
  redis = await createTestRedis();
  const options = {
    config: {
      dataDir: ':memory:',
      redisUrl: redis.url,
      redisKeyPrefix: redis.prefix,
      beaconLimitPerMinute: LIMIT,
    },
    seed: false,
    ssr: false,
  };
  // One after the other: starting two embedded databases at once is slow on a busy machine.
  a = await build(options);
  b = await build(options);
  for (const app of [a, b]) await publishPages(app, 'two-processes');
});
afterAll(async () => {
  await Promise.all([a?.close(), b?.close()]);
  await redis?.cleanup();
});

const stored = async (app: FastifyInstance, kind: string) => {
  await app.events.flush();
  return app.events.count({ pageCode: 'two-processes', kind });
};

describe('a visit’s allowances in Redis (REDIS_URL)', () => {
  it('stores one stay per page view, whichever process each beacon reaches', async () => {
    const vs = visitSessionOf(a, 'roaming', 'two-processes');
    const send = (app: FastifyInstance) =>
      app.inject({
        method: 'POST',
        url: BEACON_PATH,
        payload: { page_code: 'two-processes', sid: 'roaming', vs, duration: 4000 },
      });
    expect((await send(a)).json()).toMatchObject({ response: { accepted: 1 } });
    expect((await send(b)).json()).toMatchObject({ response: { accepted: 0 } });
    expect((await send(a)).json()).toMatchObject({ response: { accepted: 0 } });
    expect([await stored(a, 'beacon'), await stored(b, 'beacon')]).toEqual([1, 0]);
    expect(await redis.keys()).toContain(`${redis.prefix}visit-once:beacon:${vs}`);
  });

  it('counts each event of a batch against its own visit across processes', async () => {
    const click = (sid: string) => ({
      type: 'click',
      name: '领取',
      page_code: 'two-processes',
      page_id: 1,
      uid: null,
      sid,
      vs: visitSessionOf(a, sid, 'two-processes'),
    });
    const post = (app: FastifyInstance, events: unknown[], remoteAddress: string) =>
      app.inject({ method: 'POST', url: EVENTS_PATH, payload: { events }, remoteAddress });
    const batch = [click('first'), ...Array(LIMIT - 4).fill(click('shared'))];
    expect((await post(a, batch, '198.18.2.1')).statusCode).toBe(200);
    expect((await post(b, Array(4).fill(click('shared')), '198.18.2.2')).statusCode).toBe(200);
    const refused = await post(b, [click('other'), click('shared')], '198.18.2.3');
    expect(refused.statusCode).toBe(429);
    expect(await stored(b, 'click')).toBe(4);
  });
});
