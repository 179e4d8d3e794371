import { expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { statsDateOf } from '@h5-page/schema/stats-period';
import { BEACON_PATH } from '../../src/tracking/beacon.ts';
import { EVENTS_PATH, PAGE_VIEW_PATH } from '../../src/tracking/collect.ts';
import { MAX_STAY_MS } from '../../src/tracking/counted-stay.ts';
import { VISIT_SESSION_HEADER } from '../../src/tracking/visit-session.ts';
import { body } from '../support/admin.ts';
import { appForAll } from '../support/app-for-all.ts';
import { signedInSuiteApp } from '../support/signed-in-suite-app.ts';
import { publishPages } from '../support/visit.ts';

/**
 * What once inflated a page's figures from one address (60,000 page views a minute, a stay of a
 * day, shares by the batch, all from the session of one page view), cut to a bounded run: each
 * attempt is made from its own address and visit, so each guard is seen holding on its own.
 * Run on PGlite (visit-inflation.test.ts) and PostgreSQL (visit-inflation-postgres.test.ts).
 */
export function visitInflationSuite(databaseUrl: () => string | null): void {
  const CODE = 'inflate';
  let app: FastifyInstance;
  let admin: { cookie: string };

  appForAll(async () => {
    ({ app, admin } = await signedInSuiteApp(databaseUrl(), { seed: false }));
    await publishPages(app, CODE);
    return app;
  });

  /** A page view from `address`: the visit session its answer carries. */
  const pageView = async (sid: string, address: string) => {
    const view = await app.inject({
      url: `${PAGE_VIEW_PATH}?page_code=${CODE}&sid=${sid}&path=/h5-page/h5/${CODE}`,
      remoteAddress: address,
    });
    expect(view.statusCode).toBe(200);
    return {
      page_code: CODE,
      page_id: 1,
      uid: null,
      sid,
      vs: String(view.headers[VISIT_SESSION_HEADER]),
    };
  };
  const batch = (events: unknown[], address: string) =>
    app.inject({ method: 'POST', url: EVENTS_PATH, payload: { events }, remoteAddress: address });
  const count = async (kind: string) => {
    await app.events.flush();
    return app.events.count({ pageCode: CODE, kind });
  };

  it('200 requests of 50 events on one page view’s session store one page view, one capped stay', async () => {
    const started = Date.now();
    const limit = app.config.beaconLimitPerMinute;

    // Page views and stays by the batch: refused, or over the visit's allowance.
    const views = await pageView('inflater', '203.0.113.10');
    const kinds = ['pv', 'beacon', 'pv', 'click'];
    const statuses = new Set<number>();
    for (let request = 0; request < 200; request += 1) {
      const events = Array.from({ length: 50 }, (_, i) => ({
        ...views,
        type: kinds[(request + i) % kinds.length],
        duration: 86_400_000,
        duration_ms: 86_400_000,
      }));
      statuses.add((await batch(events, '203.0.113.10')).statusCode);
    }
    expect([...statuses].sort()).toEqual([400, 429]);

    // A stay of a day, 200 times, on one page view: one stay, of the time the view was open.
    const stays = await pageView('stayer', '203.0.113.11');
    const answered = new Set<number>();
    for (let request = 0; request < 200; request += 1) {
      const response = await app.inject({
        url: `${BEACON_PATH}?page_code=${CODE}&sid=stayer&vs=${stays.vs}&duration=86400000`,
        remoteAddress: '203.0.113.11',
      });
      answered.add(response.statusCode);
    }
    expect([...answered].sort()).toEqual([200, 429]);

    // Shares by the batch, of the visit's own: as many as the visit may send in a minute.
    const shares = await pageView('sharer', '203.0.113.12');
    for (let request = 0; request < 200; request += 1) {
      const events = Array.from({ length: 50 }, () => ({ ...shares, type: 'share' }));
      await batch(events, '203.0.113.12');
    }

    expect(await count('pv')).toBe(3);
    expect(await count('beacon')).toBe(1);
    const [stay] = await app.events.list({ pageCode: CODE, kind: 'beacon' });
    const open = Date.now() - started;
    expect(stay?.durationMs).toBeLessThanOrEqual(Math.min(MAX_STAY_MS, open + 2 * 60_000));
    const minutes = Math.ceil(open / 60_000) + 1;
    expect(await count('share')).toBeLessThanOrEqual(limit * minutes);
    expect(await count('click')).toBe(0);

    const today = statsDateOf(Date.now());
    const answer = await app.inject({
      url: `/admin/api/pages/${CODE}/stats?from=${today}&to=${today}`,
      headers: admin,
    });
    const stats = body<{
      page_views: number;
      unique_visitors: number;
      avg_stay_ms: number;
      shares: number;
    }>(answer).response;
    expect(stats).toMatchObject({
      page_views: 3,
      unique_visitors: 3,
      avg_stay_ms: stay?.durationMs,
    });
    expect(stats.shares).toBeLessThanOrEqual(limit * minutes);
  });
}
