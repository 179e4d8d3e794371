import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { campaignApp, envelope } from '#test/support/campaign.ts';
import { BEACON_PATH } from './beacon.ts';
import { DEV_EVENTS_COUNT_PATH } from '../dev/dev-campaign.ts';
import { publishPages, visitSessionOf } from '#test/support/visit.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await campaignApp();
  await publishPages(app, 'beacon-a', 'beacon-b', 'beacon-c', 'beacon-burst');
});

/** The visit session of `sid` on `code`, as a query parameter. */
const vs = (sid: string, code: string) => `vs=${visitSessionOf(app, sid, code)}`;
afterAll(async () => {
  await app.close();
});

const countOf = async (pageCode: string) =>
  envelope<{ count: number }>(
    await app.inject({ url: `${DEV_EVENTS_COUNT_PATH}?kind=beacon&page_code=${pageCode}` }),
  ).response.count;

describe('visit-duration beacon', () => {
  it('stores an image beacon with page_id, session id, uid and duration', async () => {
    const response = await app.inject(
      `${BEACON_PATH}?page_id=1001&sid=s-1&uid=42&duration=15300&page_code=beacon-a&path=%2Fh5-page%2Fh5%2Fdemo&${vs('s-1', 'beacon-a')}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/gif');
    expect(response.headers['cache-control']).toBe('no-store');
    await app.events.flush();
    const [event] = await app.events.list({ pageCode: 'beacon-a' });
    expect(event).toMatchObject({
      kind: 'beacon',
      pageId: 1001,
      pageCode: 'beacon-a',
      sessionId: 's-1',
      uid: '42',
      durationMs: 15300,
      path: '/h5-page/h5/demo',
    });
  });

  it('takes empty placeholders (an anonymous visitor has no uid)', async () => {
    const response = await app.inject(
      `${BEACON_PATH}?page_id=1001&sid=s-2&uid=&duration=&page_code=beacon-b&${vs('s-2', 'beacon-b')}`,
    );
    expect(response.statusCode).toBe(200);
    expect(await countOf('beacon-b')).toBe(1);
  });

  it('stores sendBeacon posts: a JSON string as text/plain, JSON, or a form', async () => {
    const body = {
      page_id: 1001,
      sid: 's-3',
      uid: '7',
      duration: 900,
      page_code: 'beacon-c',
      vs: visitSessionOf(app, 's-3', 'beacon-c'),
    };
    for (const [type, payload] of [
      ['text/plain;charset=UTF-8', JSON.stringify(body)],
      ['application/json', JSON.stringify(body)],
      ['application/x-www-form-urlencoded', new URLSearchParams(body as never).toString()],
    ] as const) {
      const response = await app.inject({
        method: 'POST',
        url: BEACON_PATH,
        headers: { 'content-type': type },
        payload,
      });
      expect(response.statusCode, type).toBe(200);
    }
    expect(await countOf('beacon-c')).toBe(3);
  });

  it('stores every one of a burst of beacons', async () => {
    const sent = 600;
    await Promise.all(
      Array.from({ length: sent }, (_, i) =>
        app.inject(
          `${BEACON_PATH}?page_id=1001&sid=burst-${i}&duration=${i}&page_code=beacon-burst&${vs(`burst-${i}`, 'beacon-burst')}`,
        ),
      ),
    );
    expect(await countOf('beacon-burst')).toBe(sent);
  });

  it('refuses a beacon without a page, or with bad fields, naming the field', async () => {
    const cases: [string, string][] = [
      ['sid=s', '参数 page_id 不能为空'],
      ['page_id=abc', '参数 page_id 应为整数'],
      ['page_code=a%20b', '参数 page_code 格式不正确'],
      ['page_id=1&duration=-1', '参数 duration 不能小于 0'],
      ['page_id=1&sid=%00', '参数 sid 格式不正确'],
    ];
    for (const [query, msg] of cases) {
      const response = await app.inject(`${BEACON_PATH}?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(envelope(response).msg).toBe(msg);
    }
  });
});
