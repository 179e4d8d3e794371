import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { API_PATHS } from '@h5-page/schema/constants';
import { PRIVACY_TEXT } from '@h5-page/schema/privacy-statement';
import { simTradingValueSchema } from '@h5-page/schema/block-values/sim-trading';
import { RuntimeProvider } from '../runtime.ts';
import type { BlockRuntime } from '../runtime.ts';
import { createFakeRuntime } from '#test/fake-runtime.ts';
import { answering } from '#test/answering.ts';
import { simTradingDefinition } from './index.ts';
import SimTradingBlock from './simTrading.tsx';

const CONSENT = `${PRIVACY_TEXT.CONSENT_PREFIX}${PRIVACY_TEXT.CONSENT_NAME}`;

function show(value: Record<string, unknown>, runtime: BlockRuntime) {
  return render(
    <RuntimeProvider value={runtime}>
      <SimTradingBlock
        value={simTradingValueSchema.parse(value)}
        children={[]}
        path="page_schema[0]"
      />
    </RuntimeProvider>,
  );
}

const BOARD = {
  period: 'week',
  start_date: '2026-03-24',
  end_date: '2026-03-31',
  list: [
    { rank: 1, nickname: '趋势猎手', return_rate: 0.1234, end_value_cents: 1, is_mine: false },
    { rank: 2, nickname: '稳健小马', return_rate: -0.02, end_value_cents: 1, is_mine: false },
  ],
  mine: { rank: 9, nickname: '股海新兵', return_rate: 0, end_value_cents: 1, is_mine: true },
};

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('simTrading block', () => {
  it('charts: logged out, one prompt to log in and no call', async () => {
    const get = answering(async () => ({}));
    const runtime = createFakeRuntime({ api: { get } });
    const { getByRole } = show({ view: 'charts' }, runtime);
    await act(async () => {});
    expect(get).not.toHaveBeenCalled();
    fireEvent.click(getByRole('button', { name: '登录 / 注册' }));
    expect(runtime.env.login).toHaveBeenCalled();
  });

  it('charts: draws the return curve, the deepest fall and the holdings with their figures', async () => {
    const get = answering(async () => ({
      initial_cents: 100_000_000,
      points: [
        { date: '2026-11-02', value_cents: 100_000_000 },
        { date: '2026-11-03', value_cents: 110_000_000 },
        { date: '2026-11-04', value_cents: 99_000_000 },
        { date: '2026-11-05', value_cents: 105_000_000 },
      ],
      max_drawdown: { rate: -0.1, peak_date: '2026-11-03', trough_date: '2026-11-04' },
      holdings: [{ code: '600519', name: '贵州茅台', value_cents: 63_000_000, share: 0.6 }],
      cash_cents: 42_000_000,
      cash_share: 0.4,
    }));
    const runtime = createFakeRuntime({ api: { get }, auth: { token: () => 't' } });
    const { getAllByRole, container } = show({ view: 'charts' }, runtime);
    await act(async () => {});
    expect(get).toHaveBeenCalledWith(
      '/n8sf/api/simulate/v1/trading/performance',
      {},
      { needToken: true, quiet: true },
    );
    const labels = getAllByRole('img').map((chart) => chart.getAttribute('aria-label'));
    expect(labels).toEqual([
      '收益曲线：2026-11-02 至 2026-11-05，累计收益率 +5.00%，最高 +10.00%，最低 -1.00%（模拟）',
      '最大回撤 -10.00%（2026-11-03 至 2026-11-04，模拟）；图中为每日相对此前最高点的回落',
      '持仓分布（模拟）：贵州茅台 60.0%，现金 40.0%',
    ]);
    expect(container.querySelector('.h5-sim-total')?.textContent).toBe('1,050,000.00');
    expect(container.querySelectorAll('.h5-sim-chart-line')).toHaveLength(1);
  });

  it('articles: each opens its own page', async () => {
    const get = answering(async () => ({
      list: [
        {
          id: 7,
          title: '仓位管理三原则',
          summary: '不满仓',
          author: '李明',
          published_at: '2026-11-20',
        },
      ],
    }));
    const runtime = createFakeRuntime({ api: { get } });
    const { getByRole } = show({ view: 'articles', limit: 5 }, runtime);
    await act(async () => {});
    const link = getByRole('link', { name: /仓位管理三原则/ });
    expect(link.getAttribute('href')).toBe('/h5-page/simulateTrading/article/details/7');
    fireEvent.click(link);
    expect(runtime.env.openUrl).toHaveBeenCalledWith('/h5-page/simulateTrading/article/details/7');
  });

  it('article: asks for the article the URL names and shows its summary and text', async () => {
    window.history.replaceState(null, '', '/h5-page/simulateTrading/article/details/7');
    const get = answering(async () => ({
      id: 7,
      title: '仓位管理三原则',
      summary: '不满仓、分批买、设止损',
      author: '李明',
      published_at: '2026-11-20',
      body: ['第一段', '第二段'],
    }));
    const { container } = show({ view: 'article' }, createFakeRuntime({ api: { get } }));
    await act(async () => {});
    expect(get).toHaveBeenCalledWith(
      '/n8sf/api/simulate/v1/trading/article',
      { id: '7' },
      { quiet: true },
    );
    expect(container.querySelector('h2')?.textContent).toBe('仓位管理三原则');
    expect(container.textContent).toContain('不满仓、分批买、设止损');
    expect(container.textContent).toContain('第二段');
  });

  it.each([
    '/h5-page/simulateTrading/article/details/abc',
    '/h5-page/simulateTrading/article/details/999',
  ])('article: %s shows the not-found notice with a way back', async (url) => {
    window.history.replaceState(null, '', url);
    const get = answering(async () => Promise.reject(new Error('该文章不存在或已下线')));
    const runtime = createFakeRuntime({ api: { get } });
    const { getByRole, getByTestId } = show({ view: 'article' }, runtime);
    await act(async () => {});
    expect(getByTestId('sim-article-not-found').textContent).toContain('这篇文章不存在或已下线');
    fireEvent.click(getByRole('button', { name: '返回文章列表' }));
    expect(runtime.env.openUrl).toHaveBeenCalledWith('/h5-page/simulateTrading/article');
  });

  it('leaderboard: with no players yet it says nobody has entered', async () => {
    const get = answering(async () => ({ ...BOARD, list: [], mine: null }));
    const runtime = createFakeRuntime({ api: { get } });
    const { container } = show({ view: 'leaderboard', limit: 10 }, runtime);
    await act(async () => {});
    expect(container.querySelector('.h5-sim-empty')?.textContent).toBe(
      '还没有人参赛，报名参赛即可登上榜单',
    );
  });

  it('leaderboard: asks for the period, lists ranks and the visitor own row below', async () => {
    const get = answering(async () => BOARD);
    const runtime = createFakeRuntime({ api: { get } });
    const { container, getByRole } = show({ view: 'leaderboard', limit: 2 }, runtime);
    await act(async () => {});
    expect(get).toHaveBeenCalledWith(
      '/n8sf/api/simulate/v1/trading/leaderboard',
      { period: 'week', limit: 2 },
      { needToken: false, quiet: true },
    );
    const rows = [...container.querySelectorAll('.h5-sim-ranks li')].map((li) => li.textContent);
    expect(rows).toEqual(['1趋势猎手+12.34%', '2稳健小马-2.00%', '…', '9股海新兵（我）0.00%']);
    expect(container.querySelector('.h5-sim-mine')?.textContent).toContain('股海新兵');
    fireEvent.click(getByRole('tab', { name: '总榜' }));
    await act(async () => {});
    expect(get).toHaveBeenLastCalledWith(
      '/n8sf/api/simulate/v1/trading/leaderboard',
      { period: 'total', limit: 2 },
      { needToken: false, quiet: true },
    );
  });

  it('account: without a token offers login and calls nothing', async () => {
    const runtime = createFakeRuntime();
    const { getByRole } = show({ view: 'account' }, runtime);
    await act(async () => {});
    expect(runtime.api.get).not.toHaveBeenCalled();
    fireEvent.click(getByRole('button', { name: '登录 / 注册' }));
    expect(runtime.env.login).toHaveBeenCalledTimes(1);
  });

  it('trade: posts the chosen name and lots, then toasts', async () => {
    const get = answering(async () => ({
      stocks: [
        {
          code: '600519',
          name: '贵州茅台',
          price_cents: 168000,
          change_rate: 0.01,
          trade_date: 'd',
        },
        {
          code: '600036',
          name: '招商银行',
          price_cents: 3450,
          change_rate: -0.01,
          trade_date: 'd',
        },
      ],
    }));
    const post = answering(async () => ({ trade: {} }));
    const runtime = createFakeRuntime({ api: { get, post }, auth: { token: () => 't' } });
    const { getByRole } = show({ view: 'trade' }, runtime);
    await act(async () => {});
    fireEvent.click(getByRole('option', { name: /招商银行/ }));
    fireEvent.click(getByRole('button', { name: '增加一手' }));
    await act(async () => {
      fireEvent.click(getByRole('button', { name: '模拟买入' }));
    });
    expect(post).toHaveBeenCalledWith(
      '/n8sf/api/simulate/v1/trading/order',
      { code: '600036', side: 'buy', quantity: 200 },
      { needToken: true },
    );
    expect(runtime.toast).toHaveBeenCalledWith('模拟买入成功：招商银行 200股');
  });

  it('renders on the server without calling anything, and its demo value is valid', () => {
    const runtime = createFakeRuntime();
    const html = renderToString(
      <RuntimeProvider value={runtime}>
        <SimTradingBlock
          value={simTradingValueSchema.parse({ view: 'leaderboard', title: '收益榜' })}
          children={[]}
          path="page_schema[0]"
        />
      </RuntimeProvider>,
    );
    expect(html).toContain('收益榜');
    expect(runtime.api.get).not.toHaveBeenCalled();
    for (const block of simTradingDefinition.demo) {
      expect(simTradingValueSchema.safeParse(block.value).success).toBe(true);
    }
  });
  it('stockHold: what was typed before login is there on return, and gone after submitting', async () => {
    let token: string | null = null;
    const post = answering(async () => ({ id: 1 }));
    const get = answering(async () => ({ version: 2, text: '个人信息保护声明' }));
    const runtime = createFakeRuntime({ api: { get, post }, auth: { token: () => token } });
    const first = show({ view: 'stockHold', title: '' }, runtime);
    fireEvent.change(first.getByLabelText('姓名'), { target: { value: '张三' } });
    fireEvent.change(first.getByLabelText('持仓股票'), { target: { value: '贵州茅台 200 股' } });
    fireEvent.submit(first.container.querySelector('form')!);
    await act(async () => {});
    expect(runtime.env.login).toHaveBeenCalledTimes(1);
    expect(post).not.toHaveBeenCalled();
    first.unmount();

    token = 't';
    const back = show({ view: 'stockHold', title: '' }, runtime);
    await act(async () => {});
    expect((back.getByLabelText('姓名') as HTMLInputElement).value).toBe('张三');
    expect((back.getByLabelText('持仓股票') as HTMLTextAreaElement).value).toBe('贵州茅台 200 股');
    back.getByRole('checkbox', { name: CONSENT }).click();
    fireEvent.submit(back.container.querySelector('form')!);
    await act(async () => {});
    expect(post).toHaveBeenCalledWith(
      API_PATHS.STOCK_HOLD_APPLY,
      { real_name: '张三', holdings: '贵州茅台 200 股', note: '', consent_version: 2 },
      { needToken: true },
    );
    expect(back.container.textContent).toContain('预约成功');
    back.unmount();
    const later = show({ view: 'stockHold', title: '' }, runtime);
    await act(async () => {});
    expect((later.getByLabelText('姓名') as HTMLInputElement).value).toBe('');
    sessionStorage.clear();
  });

  it('stockHold: files the request under the visitor’s own phone, shown masked, and only with consent', async () => {
    const post = answering(async () => ({ id: 1 }));
    const get = answering(async () => undefined);
    get.mockImplementation(async (path: string) =>
      path === API_PATHS.JWT_USER
        ? { softuser_id: 7, handset: '139****9000' }
        : path === API_PATHS.PRIVACY_STATEMENT
          ? { version: 2, text: '个人信息保护声明' }
          : undefined,
    );
    const runtime = createFakeRuntime({ api: { get, post }, auth: { token: () => 't' } });
    const view = show({ view: 'stockHold', title: '' }, runtime);
    await act(async () => {});
    expect(view.container.querySelector('.h5-own-phone')?.textContent).toContain('139****9000');
    expect(view.queryByLabelText('手机号')).toBeNull();
    fireEvent.change(view.getByLabelText('姓名'), { target: { value: '张三' } });
    fireEvent.change(view.getByLabelText('持仓股票'), { target: { value: '贵州茅台 200 股' } });
    const consent = view.getByRole('checkbox', { name: CONSENT }) as HTMLInputElement;
    expect(consent.checked).toBe(false);
    fireEvent.submit(view.container.querySelector('form')!);
    await act(async () => {});
    expect(runtime.toast).toHaveBeenLastCalledWith(PRIVACY_TEXT.CONSENT_REQUIRED);
    expect(post).not.toHaveBeenCalled();
    fireEvent.click(consent);
    fireEvent.submit(view.container.querySelector('form')!);
    await act(async () => {});
    expect(post).toHaveBeenCalledTimes(1);
    expect(post.mock.calls[0]![1]).toEqual({
      real_name: '张三',
      holdings: '贵州茅台 200 股',
      note: '',
      consent_version: 2,
    });
    view.unmount();
    sessionStorage.clear();
  });
});
