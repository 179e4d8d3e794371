import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '@h5-page/schema/constants';
import { PAGE_VIEW_PATH, EVENTS_PATH } from '../tracking/collect.ts';
import { build } from '../app.ts';
import { ADMIN_PASSWORD, body, signIn } from '#test/support/admin.ts';
import { testPage } from '#test/support/pages.ts';

// The share card (CONTRACT section 8): the page file's `share`, the `og:` meta every visitor page
// carries, the page-detail call, the shares counted from WeChat; and the text block rendered on
// the server, sanitized to its marks.

const SHARE = {
  title: '送你一份开年礼',
  desc: '名师直播课免费看，投顾策略限时 5 折',
  image: '/media/card.png',
};

let app: FastifyInstance;
let cookie: string;
beforeAll(async () => {
  app = await build({
    config: {
      dataDir: ':memory:',
      adminPassword: ADMIN_PASSWORD,
      redirectAllowHosts: ['m.niu8.example'],
    },
    seed: false,
  });
  ({ cookie } = await signIn(app));
  await app.pages.saveDraft(
    testPage('share-card', {
      share: SHARE,
      page_schema: [
        {
          name: 'text',
          value: {
            html:
              '<p style="text-align: center" onclick="alert(1)"><strong>持牌投顾</strong>' +
              '<span style="color: #cf2b24; font-size: 1.3em; position: fixed">5 折</span></p>' +
              '<script>alert(2)</script><a href="javascript:alert(3)">点我</a>' +
              '<a href="https://evil.example.net/x">外链</a>' +
              '<a href="https://m.niu8.example/open">开户</a><a href="/h5-page/course">课表</a>',
          },
          children: [],
        },
      ],
    }),
  );
  await app.pages.publish('share-card', '');
  await app.pages.saveDraft(
    testPage('no-card', {
      title: '牛8 · 新春理财节',
      meta: { keywords: '', description: '新用户开户即领新春礼包' },
      page_schema: [
        { name: 'empty', value: { height: 20 }, children: [] },
        { name: 'image', value: { url: '/media/banner.png', alt: '横幅' }, children: [] },
      ],
    }),
  );
  await app.pages.publish('no-card', '');
});
afterAll(async () => {
  await app?.close();
});

/** The `content` of each `og:` meta tag of a page's head. */
function ogOf(html: string): Record<string, string> {
  const head = html.slice(0, html.indexOf('</head>'));
  return Object.fromEntries(
    [...head.matchAll(/<meta property="(og:[a-z]+)" content="([^"]*)">/g)].map((m) => [
      m[1]!,
      m[2]!,
    ]),
  );
}

describe('og meta of a visitor page', () => {
  it("carries the page's share card, the picture as an absolute URL of the host asked", async () => {
    const page = await app.inject({
      url: '/h5-page/h5/share-card',
      headers: { host: 'h5.niu8.example' },
    });
    expect(page.statusCode).toBe(200);
    expect(ogOf(page.body)).toEqual({
      'og:type': 'website',
      'og:title': SHARE.title,
      'og:description': SHARE.desc,
      'og:image': 'http://h5.niu8.example/media/card.png',
    });
  });

  it('defaults to the page title, its meta description and its first picture', async () => {
    const page = await app.inject({
      url: '/h5-page/h5/no-card',
      headers: { host: 'h5.test:3111' },
    });
    expect(ogOf(page.body)).toEqual({
      'og:type': 'website',
      'og:title': '牛8 · 新春理财节',
      'og:description': '新用户开户即领新春礼包',
      'og:image': 'http://h5.test:3111/media/banner.png',
    });
  });
});

describe('the text block on the server', () => {
  it('renders its marks and links to allowed places, nothing else', async () => {
    const page = await app.inject({ url: '/h5-page/h5/share-card' });
    const text = /<div class="h5-text">([\s\S]*?)<\/div>/.exec(page.body)?.[1];
    expect(text).toBe(
      '<p style="text-align: center"><strong>持牌投顾</strong>' +
        '<span style="color: #cf2b24; font-size: 1.3em">5 折</span></p>' +
        '<a>点我</a><a>外链</a>' +
        '<a href="https://m.niu8.example/open" rel="noopener noreferrer">开户</a>' +
        '<a href="/h5-page/course" rel="noopener noreferrer">课表</a>',
    );
  });
});

describe('the page-detail call', () => {
  it('answers the share card inside activity_page', async () => {
    const detail = await app.inject({ url: `${API_PATHS.PAGE_DETAIL}?code=share-card` });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().response.activity_page.share).toEqual(SHARE);
  });
});

describe('shares in the stats', () => {
  it('counts the share events of a visit in the page stats, by day', async () => {
    const view = await app.inject({
      url: `${PAGE_VIEW_PATH}?page_code=share-card&sid=wx-visitor&path=/h5-page/h5/share-card`,
    });
    const vs = view.headers['x-visit-session'];
    expect(typeof vs).toBe('string');
    const event = (name: string) => ({
      type: 'share',
      name,
      data: { channel: name },
      page_code: 'share-card',
      page_id: 9001,
      sid: 'wx-visitor',
      uid: null,
      vs,
      path: '/h5-page/h5/share-card',
    });
    const sent = await app.inject({
      method: 'POST',
      url: EVENTS_PATH,
      payload: { events: [event('friend'), event('timeline')] },
    });
    expect(sent.json().response).toEqual({ accepted: 2 });
    const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Shanghai' }).format(
      new Date(),
    );
    const stats = await app.inject({
      url: `/admin/api/pages/share-card/stats?from=${today}&to=${today}`,
      headers: { cookie },
    });
    const figures = body<{ shares: number; clicks: number; by_day: { shares: number }[] }>(stats);
    expect(figures.response.shares).toBe(2);
    expect(figures.response.clicks).toBe(0);
    expect(figures.response.by_day.map((day) => day.shares)).toEqual([2]);
    const all = await app.inject({
      url: `/admin/api/stats/pages?from=${today}&to=${today}`,
      headers: { cookie },
    });
    const row = body<{ pages: { code: string; shares: number }[] }>(all).response.pages.find(
      (page) => page.code === 'share-card',
    );
    expect(row?.shares).toBe(2);
  });
});
