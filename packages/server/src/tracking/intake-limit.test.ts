import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { campaignApp } from '#test/support/campaign.ts';
import { BEACON_PATH } from './beacon.ts';
import { EVENTS_PATH, PAGE_VIEW_PATH } from './collect.ts';
import { publishPages, visitSessionOf } from '#test/support/visit.ts';
import { appForAll } from '#test/support/app-for-all.ts';

// One client cannot fill the disk: beacons and page events are capped per visit and per address,
// and raw events are kept only EVENT_RETENTION_DAYS.

const LIMIT = 30;
let app: FastifyInstance;
appForAll(async () => {
  app = await campaignApp({ beaconLimitPerMinute: LIMIT, eventRetentionDays: 30 });
  await publishPages(app, 'flood-a', 'flood-b', 'flood-c');
  return app;
});

describe('intake cap', () => {
  it('one visit: the first BEACON_LIMIT_PER_MINUTE beacons are answered, the rest refused', async () => {
    const statuses: number[] = [];
    const vs = visitSessionOf(app, 'flooder', 'flood-a');
    for (let i = 0; i < 100; i += 1) {
      const response = await app.inject({
        url: `${BEACON_PATH}?page_code=flood-a&sid=flooder&duration=${i}&vs=${vs}`,
        remoteAddress: '203.0.113.1',
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(response.json()).toMatchObject({
          code: expect.anything(),
          msg: expect.stringMatching(/^上报过于频繁，请 .+后再试$/),
          response: null,
        });
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      }
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(100 - LIMIT);
    await app.events.flush();
    // One page view, one stay: the others were answered and not stored.
    expect(await app.events.count({ pageCode: 'flood-a' })).toBe(1);
  });

  it('a batch counts each of its events, each against its own visit', async () => {
    const clickOf = (sid: string) => ({
      type: 'click',
      name: '领取',
      page_code: 'flood-c',
      page_id: 1,
      uid: null,
      sid,
      vs: visitSessionOf(app, sid, 'flood-c'),
    });
    const post = (events: unknown[], remoteAddress: string) =>
      app.inject({ method: 'POST', url: EVENTS_PATH, payload: { events }, remoteAddress });
    // One visit's 50 events in one request are more than the visit may send in a minute.
    const whole = await post(Array(50).fill(clickOf('batcher')), '203.0.113.4');
    expect(whole.statusCode).toBe(429);
    expect(whole.json().msg).toMatch(/^上报过于频繁，请 .+后再试$/);
    // Within the limit, then over it: the visit's events are counted, not its requests.
    expect((await post(Array(LIMIT - 10).fill(clickOf('batch-2')), '203.0.113.5')).statusCode).toBe(
      200,
    );
    expect((await post(Array(11).fill(clickOf('batch-2')), '203.0.113.5')).statusCode).toBe(429);
    expect((await post([clickOf('batch-2')], '203.0.113.5')).statusCode).toBe(429);
    // Each event's own visit, not only the first's: the visit behind another is counted too.
    const mixed = [clickOf('batch-3'), ...Array(LIMIT + 1).fill(clickOf('batch-4'))];
    expect((await post(mixed, '203.0.113.6')).statusCode).toBe(429);
    // Events of many visits from one address: the address's share, counted per event.
    let storedFromAddress = 0;
    let refused = 0;
    for (let n = 0; n < 13; n += 1) {
      const events = Array.from({ length: 25 }, (_, i) => clickOf(`spread-${n}-${i}`));
      const response = await post(events, '203.0.113.7');
      if (response.statusCode === 200) storedFromAddress += response.json().response.accepted;
      else {
        expect(response.statusCode).toBe(429);
        refused += 1;
      }
    }
    expect(storedFromAddress).toBe(LIMIT * 10);
    expect(refused).toBe(1);
    await app.events.flush();
    expect(await app.events.count({ pageCode: 'flood-c' })).toBe(LIMIT - 10 + LIMIT * 10);
  });

  it('new session ids from one address: ten visits worth, then refused', async () => {
    let accepted = 0;
    for (let i = 0; i < LIMIT * 12; i += 1) {
      const response = await app.inject({
        url: `${PAGE_VIEW_PATH}?page_code=flood-b&sid=s-${i}`,
        remoteAddress: '203.0.113.2',
      });
      if (response.statusCode === 200) accepted += 1;
      else expect(response.statusCode).toBe(429);
    }
    expect(accepted).toBe(LIMIT * 10);
    // Another visitor elsewhere still gets through.
    const other = await app.inject({
      url: `${PAGE_VIEW_PATH}?page_code=flood-b&sid=calm`,
      remoteAddress: '203.0.113.3',
    });
    expect(other.statusCode).toBe(200);
    // Page events posted by the same flooding address are refused too.
    const posted = await app.inject({
      method: 'POST',
      url: EVENTS_PATH,
      payload: {
        events: [{ type: 'click', page_id: 1, uid: null, page_code: 'flood-b', sid: 'another' }],
      },
      remoteAddress: '203.0.113.2',
    });
    expect(posted.statusCode).toBe(429);
  });
});

describe('retention', () => {
  it('prunes events older than the retention, and keeps the rest', async () => {
    const day = 24 * 60 * 60 * 1000;
    await app.events.insertMany([
      { kind: 'pv', pageCode: 'old-a', createdAt: new Date(Date.now() - 40 * day) },
      { kind: 'pv', pageCode: 'old-a', createdAt: new Date(Date.now() - 31 * day) },
      { kind: 'pv', pageCode: 'old-a', createdAt: new Date(Date.now() - 29 * day) },
    ]);
    const { deleted } = await app.events.pruneBefore(new Date(Date.now() - 30 * day));
    expect(deleted).toBe(2);
    expect(await app.events.count({ pageCode: 'old-a' })).toBe(1);
  });

  it('a starting server prunes what is older than EVENT_RETENTION_DAYS', async () => {
    const fresh = await campaignApp({ eventRetentionDays: 7 });
    try {
      const day = 24 * 60 * 60 * 1000;
      await fresh.events.insertMany([
        { kind: 'pv', pageCode: 'old-b', createdAt: new Date(Date.now() - 8 * day) },
        { kind: 'pv', pageCode: 'old-b', createdAt: new Date(Date.now() - day) },
      ]);
      await fresh.ready();
      await expect.poll(() => fresh.events.count({ pageCode: 'old-b' })).toBe(1);
    } finally {
      await fresh.close();
    }
  });
});
