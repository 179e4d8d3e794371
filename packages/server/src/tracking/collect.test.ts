import { beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { validatePage } from '@h5-page/schema';
import { build } from '../app.ts';
import { expectErrorEnvelope } from '#test/support/expect-error-envelope.ts';
import { publishPages, visitSessionOf } from '#test/support/visit.ts';
import { EVENTS_PATH, MAX_EVENTS_PER_REQUEST, PAGE_VIEW_PATH } from './collect.ts';
import { BEACON_PATH } from './beacon.ts';
import { VISIT_SESSION_HEADER } from './visit-session.ts';
import { appForAll } from '#test/support/app-for-all.ts';

let app: FastifyInstance;
appForAll(async () => {
  app = await build({ config: { dataDir: ':memory:' }, seed: false });
  await publishPages(app, 'demo', 'duration', 'junk', 'clicks', 'beacon-text', 'dirty');
  return app;
});
beforeEach(async () => {
  await app.events.flush();
});

const stored = async (pageCode?: string) => {
  await app.events.flush();
  return app.events.list(pageCode ? { pageCode } : {});
};

const click = (overrides: Record<string, unknown> = {}) => {
  const event: Record<string, unknown> = {
    type: 'click',
    name: '立即领取',
    data: { blockIndex: 4 },
    page_code: 'clicks',
    page_id: 1001,
    sid: 'f0e1d2c3',
    uid: null,
    path: '/h5-page/h5/clicks',
    ts: 1767225600000,
    ...overrides,
  };
  // The session its page view would have answered, unless the test says otherwise.
  if (!('vs' in overrides)) event.vs = visitSessionOf(app, 'f0e1d2c3', String(event.page_code));
  return event;
};

describe('page-view beacon', () => {
  it('answers a 1x1 GIF, never cached, and records the view', async () => {
    const response = await app.inject(
      `${PAGE_VIEW_PATH}?page_code=demo&page_id=1001&sid=s-1&uid=42&path=${encodeURIComponent('/h5-page/h5/demo?from=wx')}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/gif');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.rawPayload.subarray(0, 6).toString()).toBe('GIF89a');
    const [view] = await stored('demo');
    expect(view).toMatchObject({
      kind: 'pv',
      pageCode: 'demo',
      pageId: 1001,
      sessionId: 's-1',
      uid: '42',
      path: '/h5-page/h5/demo?from=wx',
    });
  });

  it('counts page views only: another kind is refused, naming kind, and nothing of it stored', async () => {
    for (const kind of ['beacon', 'share', 'click', 'hack']) {
      const response = await app.inject(
        `${PAGE_VIEW_PATH}?kind=${kind}&page_code=duration&sid=s-kind&duration=86400000`,
      );
      expectErrorEnvelope(
        response,
        400,
        'BAD_REQUEST',
        '参数 kind 只能是 pv（页面浏览）；停留时长请发往 beacon.gif',
      );
      expect(response.headers[VISIT_SESSION_HEADER]).toBeUndefined();
    }
    expect(await stored('duration')).toEqual([]);
    // Named or not, a page view is a page view, and carries no duration.
    for (const kind of ['pv', '']) {
      const view = await app.inject(
        `${PAGE_VIEW_PATH}?kind=${kind}&page_code=duration&sid=s-kind&duration=15000`,
      );
      expect(view.statusCode).toBe(200);
    }
    const views = await stored('duration');
    expect(views.map((row) => [row.kind, row.durationMs])).toEqual([
      ['pv', null],
      ['pv', null],
    ]);
  });

  it('answers 200 to junk, dropping and truncating fields instead of storing them raw', async () => {
    const junk = [
      `page_code=junk&page_id=abc&sid=${encodeURIComponent('<script>')}&uid=${'u'.repeat(300)}&path=${'p'.repeat(3000)}&duration=-1`,
      'page_code=junk&page_code=again&page_id[]=1&sid[x]=1',
      '%zz=%zz&page_code=%E0%A4%A',
      '',
      'nothing=useful',
    ];
    for (const query of junk) {
      const response = await app.inject(`${PAGE_VIEW_PATH}?${query}`);
      expect(response.statusCode, query).toBe(200);
      expect(response.headers['content-type']).toBe('image/gif');
    }
    const rows = await stored('junk');
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.kind).toBe('pv');
      expect(row.sessionId).toBeNull();
      expect(row.uid).toBeNull();
      expect(row.durationMs).toBeNull();
      expect(row.pageId).toBeNull();
      expect((row.path ?? '').length).toBeLessThanOrEqual(512);
    }
    // Requests without anything recognisable store nothing at all.
    expect((await stored()).filter((row) => row.pageCode === null)).toHaveLength(0);
  });
});

describe('events endpoint', () => {
  it('records the clicks the visitor app posts', async () => {
    const response = await app.inject({
      method: 'POST',
      url: EVENTS_PATH,
      payload: { events: [click(), click({ name: '查看课程' })] },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.json()).toEqual({ code: 1, msg: 'success', response: { accepted: 2 } });
    const rows = await stored('clicks');
    expect(rows.map((row) => row.data)).toEqual([
      { blockIndex: 4, name: '查看课程' },
      { blockIndex: 4, name: '立即领取' },
    ]);
    expect(rows[0]).toMatchObject({
      kind: 'click',
      pageId: 1001,
      sessionId: 'f0e1d2c3',
      uid: null,
      path: '/h5-page/h5/clicks',
    });
  });

  it('takes sendBeacon bodies sent as text/plain', async () => {
    const response = await app.inject({
      method: 'POST',
      url: EVENTS_PATH,
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      payload: JSON.stringify({ events: [click({ page_code: 'beacon-text' })] }),
    });
    expect(response.statusCode).toBe(200);
    expect(await stored('beacon-text')).toHaveLength(1);
  });

  it('stores data that jsonb would refuse after cleaning it', async () => {
    const data = {
      'k\u0000': 'nul\u0000here',
      lone: 'a\ud800b',
      deep: { a: { b: { c: { d: { e: 1 } } } } },
    };
    const response = await app.inject({
      method: 'POST',
      url: EVENTS_PATH,
      payload: { events: [click({ page_code: 'dirty', data })] },
    });
    expect(response.statusCode).toBe(200);
    const [row] = await stored('dirty');
    expect(row?.data).toMatchObject({
      k: 'nulhere',
      lone: 'a\ufffdb',
      deep: { a: { b: { c: { d: null } } } },
    });
  });

  it('cleans an event’s page, visitor and path fields as the page view does, refusing none of them', async () => {
    const path = `/h5-page/h5/dirty?cps_id=wx\u0001${'p'.repeat(5000)}`;
    const response = await app.inject({
      method: 'POST',
      url: EVENTS_PATH,
      payload: {
        events: [
          click({ page_code: 'dirty', page_id: '1001', uid: 12345, path, ab: 'not a variant!' }),
          click({ page_code: 'dirty', page_id: 'abc', uid: 'bad uid!', path: ['/a', '/b'] }),
        ],
      },
    });
    expect(response.json()).toEqual({ code: 1, msg: 'success', response: { accepted: 2 } });
    const rows = (await stored('dirty')).filter((row) => row.kind === 'click');
    expect(
      rows.slice(0, 2).map((row) => [row.pageId, row.uid, row.path?.length, row.variant]),
    ).toEqual([
      [null, null, 2, null],
      [1001, '12345', 512, null],
    ]);
    expect(rows[1]?.path).toMatch(/^\/h5-page\/h5\/dirty\?cps_id=wxp+$/);
  });

  it('takes only the kinds the visitor app posts: a page view or a stay is refused, naming the event', async () => {
    const before = (await stored('clicks')).length;
    for (const kind of ['pv', 'beacon', 'visit', 'stay']) {
      // Named as the visitor app does (`type`), or as `kind`.
      for (const field of ['type', 'kind']) {
        const response = await app.inject({
          method: 'POST',
          url: EVENTS_PATH,
          payload: {
            events: [
              click(),
              click({ type: undefined, [field]: kind, duration: 86_400_000, duration_ms: 1 }),
            ],
          },
        });
        expectErrorEnvelope(
          response,
          400,
          'BAD_REQUEST',
          '参数 events[1].type 只能是 click（点击）或 share（分享）；页面浏览与停留时长不在此上报',
        );
      }
    }
    expect(await stored('clicks')).toHaveLength(before);
    // A share is taken, and a click or share stores no duration whatever it says.
    const shared = await app.inject({
      method: 'POST',
      url: EVENTS_PATH,
      payload: {
        events: [
          click({ type: 'share', name: 'timeline', data: { channel: 'timeline' } }),
          click({ duration_ms: 86_400_000 }),
        ],
      },
    });
    expect(shared.json()).toEqual({ code: 1, msg: 'success', response: { accepted: 2 } });
    const [last, share] = await stored('clicks');
    expect(share).toMatchObject({ kind: 'share', durationMs: null });
    expect(last).toMatchObject({ kind: 'click', durationMs: null });
  });

  it('refuses bad bodies with a msg, storing nothing', async () => {
    const before = (await stored()).length;
    const cases: Array<[unknown, string, string]> = [
      [{}, 'BAD_REQUEST', '参数 events 不能为空'],
      // Fastify's ajv coerces a lone value into a list, so the item is what is wrong.
      [{ events: 'click' }, 'BAD_REQUEST', '参数 events[0] 应为对象'],
      [{ events: 42 }, 'BAD_REQUEST', '参数 events[0] 应为对象'],
      [
        { events: Array.from({ length: MAX_EVENTS_PER_REQUEST + 1 }, () => click()) },
        'BAD_REQUEST',
        '参数 events 最多 50 项',
      ],
      [{ events: [click(), 'oops'] }, 'BAD_REQUEST', '参数 events[1] 应为对象'],
      [
        { events: [click({ type: 'DROP TABLE' })] },
        'BAD_REQUEST',
        '参数 events[0].type 格式不正确',
      ],
      [{ events: [click({ type: undefined })] }, 'BAD_REQUEST', '参数 events[0].type 不能为空'],
      [
        { events: [click({ data: { blob: 'x'.repeat(3000) } })] },
        'BAD_REQUEST',
        '参数 events[0].data 过大（最多 2048 个字符）',
      ],
    ];
    for (const [payload, code, msg] of cases) {
      const response = await app.inject({
        method: 'POST',
        url: EVENTS_PATH,
        payload: payload as object,
      });
      expect(response.statusCode, msg).toBe(400);
      expect(response.json()).toEqual({ code, msg, response: null });
    }
    const broken = await app.inject({
      method: 'POST',
      url: EVENTS_PATH,
      headers: { 'content-type': 'application/json' },
      payload: '{"events": [',
    });
    expectErrorEnvelope(broken, 400, 'INVALID_JSON', '请求内容不是有效的 JSON');
    expect((await stored()).length).toBe(before);
  });
});

describe('visit sessions: only published pages, only visits that loaded them', () => {
  const countOf = async (code: string) => (await stored(code)).length;

  it('answers a page view of a published page with a session that its clicks and beacons carry', async () => {
    const view = await app.inject(
      `${PAGE_VIEW_PATH}?page_code=clicks&sid=real-visit&path=${encodeURIComponent('/h5-page/h5/clicks')}`,
    );
    expect(view.statusCode).toBe(200);
    const session = view.headers[VISIT_SESSION_HEADER];
    expect(session).toMatch(/^[0-9a-z]+\.[A-Za-z0-9_-]{22}$/);
    const before = await countOf('clicks');
    const posted = await app.inject({
      method: 'POST',
      url: EVENTS_PATH,
      payload: { events: [click({ sid: 'real-visit', vs: session })] },
    });
    expect(posted.statusCode).toBe(200);
    expect(posted.json().response).toEqual({ accepted: 1 });
    const beacon = await app.inject({
      method: 'POST',
      url: BEACON_PATH,
      payload: { page_code: 'clicks', sid: 'real-visit', vs: session, duration: 3000 },
    });
    expect(beacon.statusCode).toBe(200);
    expect(await countOf('clicks')).toBe(before + 2);
  });

  it('refuses events of a page code that is not published, storing nothing', async () => {
    const draft = validatePage({ code: 'draft-only', title: '未发布', page_schema: [] });
    if (!draft.ok) throw new Error('draft page invalid');
    await app.pages.saveDraft(draft.page);
    for (const code of ['made-up-code', 'draft-only']) {
      const posted = await app.inject({
        method: 'POST',
        url: EVENTS_PATH,
        payload: {
          events: [click({ page_code: code, vs: visitSessionOf(app, 'f0e1d2c3', code) })],
        },
      });
      expect(posted.statusCode, code).toBe(404);
      expect(posted.json()).toMatchObject({ code: 'TRACKING_PAGE_UNKNOWN' });
      const beacon = await app.inject(
        `${BEACON_PATH}?page_code=${code}&sid=f0e1d2c3&duration=5&vs=${visitSessionOf(app, 'f0e1d2c3', code)}`,
      );
      expect(beacon.statusCode, code).toBe(404);
      // A page view answers its pixel but is not stored and gets no session.
      const view = await app.inject(`${PAGE_VIEW_PATH}?page_code=${code}&sid=f0e1d2c3`);
      expect(view.statusCode).toBe(200);
      expect(view.headers[VISIT_SESSION_HEADER]).toBeUndefined();
      expect(await countOf(code)).toBe(0);
    }
  });

  it('refuses events without their page view’s session, or with a forged or borrowed one', async () => {
    const before = await countOf('clicks');
    const real = visitSessionOf(app, 'f0e1d2c3', 'clicks');
    const forged = [
      undefined,
      '',
      'lx5n2k.AAAAAAAAAAAAAAAAAAAAAA',
      `${real.slice(0, -1)}${real.endsWith('A') ? 'B' : 'A'}`,
      // Issued to another page, or to another visit.
      visitSessionOf(app, 'f0e1d2c3', 'dirty'),
      visitSessionOf(app, 'other-visit', 'clicks'),
      // Issued with another secret.
      real.replace(/\..*/, '.') + 'x'.repeat(22),
      // Issued two days ago.
      (() => {
        const old = (Date.now() - 2 * 24 * 60 * 60 * 1000).toString(36);
        return `${old}.${real.split('.')[1]}`;
      })(),
    ];
    for (const vs of forged) {
      const posted = await app.inject({
        method: 'POST',
        url: EVENTS_PATH,
        payload: { events: [click({ vs })] },
      });
      expect(posted.statusCode, `${String(vs)} ${posted.body}`).toBe(403);
      expect(posted.json()).toMatchObject({ code: 'TRACKING_SESSION_INVALID' });
      const beacon = await app.inject({
        method: 'POST',
        url: BEACON_PATH,
        payload: { page_code: 'clicks', sid: 'f0e1d2c3', duration: 10, ...(vs ? { vs } : {}) },
      });
      expect(beacon.statusCode, `${String(vs)} ${beacon.body}`).toBe(403);
    }
    // One bad event in a batch: none of the batch is stored.
    const mixed = await app.inject({
      method: 'POST',
      url: EVENTS_PATH,
      payload: { events: [click(), click({ vs: 'nope' })] },
    });
    expect(mixed.statusCode).toBe(403);
    expect(await countOf('clicks')).toBe(before);
  });

  it('counts nothing from a preview: no page view, no session, no clicks', async () => {
    const before = await countOf('demo');
    for (const path of [
      '/h5-page/h5/demo?isPreview=1',
      '/h5-page/h5/demo?isPreview=1&preview_token=abc',
    ]) {
      const view = await app.inject(
        `${PAGE_VIEW_PATH}?page_code=demo&sid=editor-preview&path=${encodeURIComponent(path)}`,
      );
      expect(view.statusCode).toBe(200);
      expect(view.headers[VISIT_SESSION_HEADER]).toBeUndefined();
      const posted = await app.inject({
        method: 'POST',
        url: EVENTS_PATH,
        payload: {
          events: [
            click({
              page_code: 'demo',
              sid: 'editor-preview',
              path,
              vs: visitSessionOf(app, 'editor-preview', 'demo'),
            }),
          ],
        },
      });
      expect(posted.statusCode).toBe(200);
      expect(posted.json().response).toEqual({ accepted: 0 });
    }
    expect(await countOf('demo')).toBe(before);
  });
});
