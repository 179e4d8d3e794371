import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { App } from 'antd';
import { PageStats } from './page-stats.tsx';
import { AllPagesStats } from './all-pages-stats.tsx';

const STATS = {
  page_views: 12_345,
  unique_visitors: 4_000,
  avg_stay_ms: 26_667,
  clicks: 987,
  shares: 42,
  leads: 250,
  conversion: 0.0625,
  by_day: [
    {
      date: '2026-03-01',
      page_views: 6000,
      unique_visitors: 2000,
      clicks: 500,
      shares: 20,
      leads: 100,
    },
    {
      date: '2026-03-02',
      page_views: 6345,
      unique_visitors: 2000,
      clicks: 487,
      shares: 22,
      leads: 150,
    },
  ],
};
const DETAIL = {
  median_stay_ms: 20_000,
  clicking_visitors: 800,
  funnel: { unique_visitors: 4000, clicking_visitors: 800, leads: 250 },
  by_hour: Array.from({ length: 24 }, (_, hour) => ({
    hour,
    page_views: hour,
    unique_visitors: hour,
    clicks: 0,
    leads: 0,
  })),
  buttons: [
    { position: 'page_schema[2]', block: 'button', text: '立即领取', clicks: 700, visitors: 600 },
  ],
  channels: [
    { cps_id: 'wx01', page_views: 9000, unique_visitors: 3000, clicks: 700, leads: 200 },
    { cps_id: '', page_views: 3345, unique_visitors: 1000, clicks: 287, leads: 50 },
  ],
  environments: [{ env: 'wechat', page_views: 9000, unique_visitors: 3000, clicks: 700 }],
};
const LEADS = {
  total: 1,
  leads: [
    {
      id: 1,
      created_at: '2026-03-01T02:00:00.000Z',
      phone: '138****6621',
      name: '张三',
      cps_id: 'wx01',
      address: '广东省 广州市 天河区',
    },
  ],
};

const HOURS = {
  date: '2026-03-02',
  hours: Array.from({ length: 24 }, (_, hour) => ({
    hour,
    page_views: hour === 20 ? 321 : 0,
    unique_visitors: hour === 20 ? 123 : 0,
    clicks: 0,
    leads: 0,
  })),
};
const LIVE = {
  updated_at: '2026-03-02T12:34:56.000Z',
  minutes: Array.from({ length: 60 }, (_, i) => ({
    at: new Date(Date.parse('2026-03-02T11:35:00Z') + i * 60_000).toISOString(),
    page_views: i === 59 ? 8 : 0,
    unique_visitors: i === 59 ? 5 : 0,
    clicks: 0,
    leads: 0,
  })),
  totals: { page_views: 8, unique_visitors: 5, clicks: 0, leads: 0 },
};

const noop = () => {};

const answers: Array<[RegExp, unknown]> = [
  [/\/stats\/detail\?/, DETAIL],
  [/\/stats\/hours\?date=\d{4}-\d{2}-\d{2}$/, HOURS],
  [/\/stats\/live$/, LIVE],
  [/\/pages\/spring\/stats\?/, STATS],
  [/\/pages\/spring\/leads\?/, LEADS],
  [/\/pages\/spring$/, { draft: { code: 'spring', title: '春季开户活动' }, live_version: 1 }],
  [
    /\/stats\/pages\?/,
    {
      pages: [
        { code: 'spring', title: '春季开户活动', status: 'live', ...STATS },
        { code: 'autumn', title: '秋季直播课', status: 'draft', ...STATS, page_views: 99_999 },
      ],
    },
  ],
];

beforeEach(() => {
  // jsdom has no media queries; antd's responsive table asks for them.
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: false,
        media: query,
        addEventListener: noop,
        removeEventListener: noop,
        addListener: noop,
        removeListener: noop,
      }) as unknown as MediaQueryList,
  );
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const found = answers.find(([pattern]) => pattern.test(url));
      if (!found) return new Response('{}', { status: 404 });
      return new Response(JSON.stringify({ code: 1, msg: 'success', response: found[1] }));
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

// A whole screen renders in jsdom in a few seconds, more on a busy machine: each wait still ends
// as soon as what it waits for is there.
describe('page stats screen', { timeout: 180_000 }, () => {
  it('shows the figures, funnel, buttons, channels, environments and masked leads', async () => {
    render(
      <App>
        <PageStats code="spring" onBack={noop} onEdit={noop} onAllPages={noop} />
      </App>,
    );
    expect(await screen.findByText('中位数 20 秒')).toBeTruthy();
    const cards = [...document.querySelectorAll('.stats-card')].map((card) => card.textContent);
    expect(cards).toEqual([
      '浏览量（PV）12,345\u00a0',
      '访客数（UV）4,000\u00a0',
      '平均停留27 秒中位数 20 秒',
      '按钮点击987\u00a0',
      '分享42在微信中分享给好友或朋友圈',
      '留资数250\u00a0',
      '留资转化率6.25%留资数 ÷ 访客数',
    ]);
    expect(await screen.findByText('春季开户活动')).toBeTruthy();

    const funnel = document.querySelector('.stats-funnel') as HTMLElement;
    expect(within(funnel).getByText('点击访客')).toBeTruthy();
    expect(within(funnel).getByText('上一步 20.0%')).toBeTruthy();
    expect(within(funnel).getByText('上一步 31.3%')).toBeTruthy();

    expect(screen.getByText('第 3 个组件')).toBeTruthy();
    // The block by its Chinese name, as the palette calls it.
    expect(screen.getByText('按钮')).toBeTruthy();
    expect(screen.queryByText('button')).toBeNull();
    expect(screen.getByText('立即领取')).toBeTruthy();
    expect(screen.getByText('无渠道')).toBeTruthy();
    expect(screen.getByText('微信')).toBeTruthy();

    // The last hour, live, and one day hour by hour.
    expect(await screen.findByText('更新于 20:34:56')).toBeTruthy();
    expect(screen.getByText('实时 · 每 15 秒更新')).toBeTruthy();
    expect(screen.getByText('分时数据（北京时间）')).toBeTruthy();
    expect(await screen.findByRole('img', { name: /分时趋势图$/ })).toBeTruthy();

    expect(await screen.findByText('138****6621')).toBeTruthy();
    expect(screen.getByText('广东省 广州市 天河区')).toBeTruthy();
    expect(screen.getByText('2026-03-01 10:00')).toBeTruthy();
    expect(screen.getByText('编辑者导出的手机号已脱敏，每次导出都会留档')).toBeTruthy();
    const csv = screen.getByRole('link', { name: /导出 CSV/ });
    expect(csv.getAttribute('href')).toMatch(
      /^\/admin\/api\/pages\/spring\/leads\.csv\?from=\d{4}-\d{2}-\d{2}&to=/,
    );
  });

  it('lists all pages, busiest first', async () => {
    render(
      <App>
        <AllPagesStats onOpen={noop} onBack={noop} />
      </App>,
    );
    await screen.findByText('秋季直播课');
    const rows = document.querySelectorAll('.ant-table-tbody tr');
    expect(rows[0]?.textContent).toContain('秋季直播课');
    expect(rows[0]?.textContent).toContain('99,999');
    expect(rows[1]?.textContent).toContain('春季开户活动');
  });
});
