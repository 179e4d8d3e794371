import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { campaignApp, envelope } from '#test/support/campaign.ts';
import { BEACON_PATH } from './beacon.ts';
import { MAX_STAY_MS } from './counted-stay.ts';
import { AppError } from '../errors.ts';
import { DEV_EVENTS_COUNT_PATH } from '../dev/dev-campaign.ts';
import { publishPages, visitSessionOf } from '#test/support/visit.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await campaignApp();
  await publishPages(
    app,
    'beacon-a',
    'beacon-b',
    'beacon-c',
    'beacon-burst',
    'beacon-once',
    'beacon-clamp',
    'beacon-retry',
  );
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
    // Three page views, each with its stay.
    const body = (sid: string) => ({
      page_id: 1001,
      sid,
      uid: '7',
      duration: 900,
      page_code: 'beacon-c',
      vs: visitSessionOf(app, sid, 'beacon-c'),
    });
    for (const [type, payload] of [
      ['text/plain;charset=UTF-8', JSON.stringify(body('s-3'))],
      ['application/json', JSON.stringify(body('s-4'))],
      ['application/x-www-form-urlencoded', new URLSearchParams(body('s-5') as never).toString()],
    ] as const) {
      const response = await app.inject({
        method: 'POST',
        url: BEACON_PATH,
        headers: { 'content-type': type },
        payload,
      });
      expect(response.statusCode, type).toBe(200);
      expect(envelope(response).response).toEqual({ accepted: 1 });
    }
    expect(await countOf('beacon-c')).toBe(3);
  });

  it('stores one stay per page view: its other beacons are answered and not stored', async () => {
    const vs = visitSessionOf(app, 's-once', 'beacon-once');
    const query = `page_code=beacon-once&sid=s-once&vs=${vs}`;
    // Sent at once, as a replay would: one is stored, whichever comes first.
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        i % 2 === 0
          ? app.inject(`${BEACON_PATH}?${query}&duration=${86_400_000 - i}`)
          : app.inject({
              method: 'POST',
              url: BEACON_PATH,
              headers: { 'content-type': 'text/plain;charset=UTF-8' },
              payload: JSON.stringify({
                ...Object.fromEntries(new URLSearchParams(query)),
                duration: i,
              }),
            }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(40).fill(200));
    const posted = answers.filter((_, i) => i % 2 === 1).map((a) => envelope(a).response);
    expect(
      posted.filter((r) => (r as { accepted: number }).accepted === 1).length,
    ).toBeLessThanOrEqual(1);
    expect(await countOf('beacon-once')).toBe(1);
    // Another page view of the same visitor has its own stay.
    const next = visitSessionOf(app, 's-once', 'beacon-once', Date.now() + 1);
    const again = await app.inject({
      method: 'POST',
      url: BEACON_PATH,
      payload: { page_code: 'beacon-once', sid: 's-once', vs: next, duration: 5000 },
    });
    expect(envelope(again).response).toEqual({ accepted: 1 });
    expect(await countOf('beacon-once')).toBe(2);
  });

  it('clamps a stay to MAX_STAY_MS and to the time since its page view, and says so', async () => {
    const HOUR = 60 * 60 * 1000;
    const cases: [string, number, number, (stored: number) => void][] = [
      // A page view five hours ago: a day is counted as MAX_STAY_MS.
      ['s-long', 5 * HOUR, 86_400_000, (ms) => expect(ms).toBe(MAX_STAY_MS)],
      // A page view just now cannot have been open for a day: a minute or two at most.
      ['s-new', 0, 86_400_000, (ms) => expect(ms).toBeLessThanOrEqual(3 * 60_000)],
      // Ten minutes ago, an hour claimed: ten minutes and the allowance before the view.
      ['s-ten', HOUR / 6, HOUR, (ms) => expect(ms).toBeLessThanOrEqual(HOUR / 6 + 3 * 60_000)],
      // What it really was is kept.
      ['s-real', HOUR, 1_800_000, (ms) => expect(ms).toBe(1_800_000)],
    ];
    for (const [sid, ago, duration, check] of cases) {
      const vs = visitSessionOf(app, sid, 'beacon-clamp', Date.now() - ago);
      const response = await app.inject(
        `${BEACON_PATH}?page_code=beacon-clamp&sid=${sid}&duration=${duration}&vs=${vs}`,
      );
      expect(response.statusCode).toBe(200);
      await app.events.flush();
      const [row] = await app.events.list({ pageCode: 'beacon-clamp', kind: 'beacon', limit: 1 });
      expect(row?.sessionId).toBe(sid);
      check(row?.durationMs ?? Number.NaN);
    }
    expect(MAX_STAY_MS).toBe(4 * 60 * 60 * 1000);
  });

  it('takes a stay again when storing it failed, so the visitor app’s retry counts', async () => {
    const vs = visitSessionOf(app, 's-retry', 'beacon-retry');
    const url = `${BEACON_PATH}?page_code=beacon-retry&sid=s-retry&duration=700&vs=${vs}`;
    const record = vi
      .spyOn(app.events, 'record')
      .mockRejectedValueOnce(new AppError('STORE_UNAVAILABLE'));
    try {
      expect((await app.inject(url)).statusCode).toBe(503);
      expect((await app.inject(url)).statusCode).toBe(200);
    } finally {
      record.mockRestore();
    }
    expect(await countOf('beacon-retry')).toBe(1);
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
