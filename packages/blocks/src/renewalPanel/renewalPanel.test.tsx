import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { API_PATHS, APP_PAGE } from '@h5-page/schema/constants';
import { RuntimeProvider } from '../runtime.ts';
import type { BlockRuntime } from '../runtime.ts';
import { createFakeRuntime } from '#test/fake-runtime.ts';
import RenewalPanel, { timeLeft, whenPaid, yuan } from './renewalPanel.tsx';
import type { SalePageInfo } from './renewalPanel.tsx';

const NOW = Date.UTC(2026, 7, 16, 4, 0, 0);
const DAY = 86_400_000;

const PLANS = [
  {
    code: 'quarter',
    name: '季度版',
    months: 3,
    bonus_days: 7,
    original_cents: 59800,
    sale_cents: 49800,
    tag: '',
  },
  {
    code: 'year',
    name: '年度版',
    months: 12,
    bonus_days: 31,
    original_cents: 199800,
    sale_cents: 129800,
    tag: '超值推荐',
  },
];

const COUPONS = [
  {
    id: 41,
    name: '短线王续费专享券',
    amount_cents: 20000,
    min_spend_cents: 99800,
    scope: '',
    expires_at: NOW + 7 * DAY,
  },
  {
    id: 42,
    name: '短线王老友回馈券',
    amount_cents: 5000,
    min_spend_cents: 0,
    scope: '',
    expires_at: NOW + 30 * DAY,
  },
];

const info = (user: SalePageInfo['user']): SalePageInfo => ({
  title: '短线王 818 续费特惠',
  ends_at: NOW + 2 * DAY + 3 * 3_600_000 + 4 * 60_000 + 5_000,
  now: NOW,
  state: 'on',
  product: { shop_product_id: 1391, name: '短线王 · 续费服务' },
  plans: PLANS,
  user,
});

const SUBSCRIBER = {
  subscribed: true,
  eligible: true,
  expires_at: NOW + 10 * DAY,
  coupons: COUPONS,
};
const RECENT = {
  list: [{ name: '陈**', handset: '138****2906', plan_name: '年度版', paid_at: NOW - 5 * 60_000 }],
};

const BATCHES: Record<number, string> = { 41: 'dxw818', 42: 'dxw818-loyal' };

/** The visitor's usable coupons as the coupon list call answers them. */
const mine = (coupons: typeof COUPONS) => ({
  list: coupons.map((coupon) => ({
    ...coupon,
    batch: BATCHES[coupon.id] ?? '',
    shop_product_id: null,
    sale_pages: ['duanxianwangxufei818'],
  })),
});

/** The suitability check of the sale's product (R3) for a C4 visitor: a match to confirm. */
const suitability = (outcome: 'match' | 'mismatch' | 'unassessed') => ({
  match_id: 88,
  shop_product_id: 1391,
  product_name: '短线王 · 续费服务',
  risk_level: 'R3',
  tier: outcome === 'unassessed' ? null : outcome === 'match' ? 'C4' : 'C2',
  assessed_at: outcome === 'unassessed' ? null : NOW - DAY,
  outcome,
  text: `适当性文本：${outcome}`,
});

function fakeGet(sale: SalePageInfo, outcome: 'match' | 'mismatch' | 'unassessed' = 'match') {
  return vi.fn(async (path: string) =>
    path === API_PATHS.PAY_TOP
      ? RECENT
      : path === API_PATHS.COUPON_MINE
        ? mine(sale.user?.coupons ?? [])
        : path === API_PATHS.SUITABILITY_CHECK
          ? suitability(outcome)
          : sale,
  );
}

/** The renewal's order, and the confirmation of the match before it. */
function fakePost(order: () => Promise<unknown>) {
  return vi.fn(async (path: string) =>
    path === API_PATHS.SUITABILITY_CONFIRM ? { match_id: 88, confirmed_at: NOW } : order(),
  );
}

/** Taps the pay button and confirms the match in the suitability dialog. */
async function payAndConfirm(button: HTMLElement) {
  fireEvent.click(button);
  const dialog = await screen.findByRole('dialog', { name: '适当性匹配确认' });
  await act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name: '确认购买' }));
  });
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

function show(runtime: BlockRuntime) {
  return render(
    <RuntimeProvider value={runtime}>
      <RenewalPanel
        value={{ salePage: 'duanxianwangxufei818', title: '选择续费套餐', showTicker: true }}
        children={[]}
        path="page_schema[2]"
      />
    </RuntimeProvider>,
  );
}

describe('renewalPanel block', () => {
  it('shows plans, countdown and recent renewals to a visitor; paying without a token goes to login', async () => {
    const get = fakeGet(info(null));
    const runtime = createFakeRuntime({ api: { get } as never, now: NOW });
    const { container, getByRole, getByText } = show(runtime);
    await act(async () => {});
    expect(get).toHaveBeenCalledWith(
      API_PATHS.SALE_PAGE_INFO,
      { sale_page: 'duanxianwangxufei818' },
      { needToken: false, quiet: true },
    );
    const plans = within(getByRole('radiogroup', { name: '续费套餐' })).getAllByRole('radio');
    expect(plans.map((p) => p.textContent)).toEqual([
      '季度版¥498¥598加赠 7 天',
      '超值推荐年度版¥1298¥1998加赠 31 天',
    ]);
    // The recommended plan is chosen first.
    expect(plans[1]!.getAttribute('aria-checked')).toBe('true');
    expect(container.querySelector('.h5-renewal-panel-countdown')!.textContent).toBe(
      '距特惠结束 2天03:04:05',
    );
    getByText('陈** 138****2906 5 分钟前 续费了年度版');
    getByText('登录后查看您的服务有效期与可用优惠券');
    fireEvent.click(getByRole('button', { name: /立即续费/ }));
    expect(runtime.env.login).toHaveBeenCalled();
    expect(runtime.api.post).not.toHaveBeenCalled();
  });

  it('says so when nobody has renewed yet, inventing no buyer', async () => {
    const sale = info(null);
    const get = vi.fn(async (path: string) => (path === API_PATHS.PAY_TOP ? { list: [] } : sale));
    const runtime = createFakeRuntime({ api: { get } as never, now: NOW });
    const { container, getByText } = show(runtime);
    await act(async () => {});
    getByText('暂无续费记录，成为第一位续费的老用户');
    expect(container.textContent).not.toMatch(/\*\*/);
  });

  it('a subscriber picks a plan, is offered the best coupon for it, sees the lower price, and pays the order of the server', async () => {
    const get = fakeGet(info(SUBSCRIBER));
    const post = fakePost(async () => ({
      pid: 'P20260816ABCDEF012345',
      cashier_url: '/dev/cashier?pid=P1',
    }));
    const runtime = createFakeRuntime({
      api: { get, post } as never,
      auth: { token: () => 't' },
      now: NOW,
    });
    const { container, getByRole, getByText } = show(runtime);
    await act(async () => {});
    expect(get).toHaveBeenCalledWith(
      API_PATHS.SALE_PAGE_INFO,
      { sale_page: 'duanxianwangxufei818' },
      { needToken: true, quiet: true },
    );
    getByText('2026-08-26');
    const final = () => container.querySelector('.h5-renewal-panel-final')!.textContent;
    expect(final()).toBe('¥1098');

    // The 200 coupon needs 998: not for the quarter plan.
    fireEvent.click(getByRole('radio', { name: /季度版/ }));
    expect((getByRole('radio', { name: /短线王续费专享券/ }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(final()).toBe('¥448');
    fireEvent.click(getByRole('radio', { name: /年度版/ }));
    expect(final()).toBe('¥1098');
    // The visitor's own pick stays chosen.
    fireEvent.click(getByRole('radio', { name: /短线王老友回馈券/ }));
    expect(final()).toBe('¥1248');
    fireEvent.click(getByRole('radio', { name: /短线王续费专享券/ }));
    expect(final()).toBe('¥1098');
    getByText('活动价 ¥1298，优惠券再减 ¥200，共省 ¥900，另加赠 31 天');

    await payAndConfirm(getByRole('button', { name: '立即续费 ¥1098' }));
    expect(get).toHaveBeenCalledWith(
      API_PATHS.SUITABILITY_CHECK,
      { shop_product_id: 1391, page: new URL(window.location.href).pathname },
      { needToken: true, hideError: true },
    );
    expect(post.mock.calls).toEqual([
      [API_PATHS.SUITABILITY_CONFIRM, { match_id: 88 }, { needToken: true, hideError: true }],
      [
        API_PATHS.RENEW_WITH_COUPON_PAY_BEFORE,
        { sale_page: 'duanxianwangxufei818', plan: 'year', coupon_id: 41 },
        { needToken: true, quiet: true },
      ],
    ]);
    await waitFor(() => expect(runtime.env.openUrl).toHaveBeenCalledWith('/dev/cashier?pid=P1'));
  });

  it('in the app the order payment page takes the pid; a refused coupon leaves the page as it was', async () => {
    const post = fakePost(async () => ({ pid: 'P20260816ABCDEF012345', cashier_url: '' }));
    const runtime = createFakeRuntime({
      api: { get: fakeGet(info(SUBSCRIBER)), post } as never,
      auth: { token: () => 't' },
      env: { isApp: true },
      now: NOW,
    });
    const { getByRole } = show(runtime);
    await act(async () => {});
    await payAndConfirm(getByRole('button', { name: /立即续费/ }));
    expect(post).toHaveBeenCalledWith(
      API_PATHS.RENEW_WITH_COUPON_PAY_BEFORE,
      { sale_page: 'duanxianwangxufei818', plan: 'year', coupon_id: 41 },
      { needToken: true, quiet: true },
    );
    await waitFor(() =>
      expect(runtime.env.openAppPage).toHaveBeenCalledWith(APP_PAGE.ORDER_PAYMENT, {
        pid: 'P20260816ABCDEF012345',
      }),
    );

    // The quiet order call's refusal is told as the API client would have told it.
    const used = Object.assign(new Error('该优惠券已使用'), {
      reason: 'RENEWAL_COUPON_USED',
      shown: false,
    });
    const refused = createFakeRuntime({
      api: {
        get: fakeGet(info(SUBSCRIBER)),
        post: fakePost(async () => Promise.reject(used)),
      } as never,
      auth: { token: () => 't' },
      now: NOW,
    });
    const second = show(refused);
    await act(async () => {});
    await payAndConfirm(second.getAllByRole('button', { name: /立即续费/ }).at(-1)!);
    await waitFor(() => expect(refused.toast).toHaveBeenCalledWith('该优惠券已使用'));
    expect(refused.env.openUrl).not.toHaveBeenCalled();
    expect(refused.env.openAppPage).not.toHaveBeenCalled();
  });

  it('the visitor may pay without a coupon: 不使用优惠券 stays chosen', async () => {
    const post = fakePost(async () => ({ pid: 'P20260816ABCDEF012345', cashier_url: '' }));
    const runtime = createFakeRuntime({
      api: { get: fakeGet(info(SUBSCRIBER)), post } as never,
      auth: { token: () => 't' },
      now: NOW,
    });
    const { getByRole, findByRole } = show(runtime);
    await findByRole('button', { name: '立即续费 ¥1098' });
    fireEvent.click(getByRole('radio', { name: '不使用优惠券' }));
    fireEvent.click(getByRole('radio', { name: /季度版/ }));
    fireEvent.click(getByRole('radio', { name: /年度版/ }));
    await payAndConfirm(getByRole('button', { name: '立即续费 ¥1298' }));
    expect(post).toHaveBeenCalledWith(
      API_PATHS.RENEW_WITH_COUPON_PAY_BEFORE,
      { sale_page: 'duanxianwangxufei818', plan: 'year' },
      { needToken: true, quiet: true },
    );
  });

  it('suitability: a mismatch is warned and never ordered; unassessed goes to the questionnaire and back', async () => {
    const post = fakePost(async () => ({ pid: 'P1', cashier_url: '/dev/cashier?pid=P1' }));
    const mismatched = createFakeRuntime({
      api: { get: fakeGet(info(SUBSCRIBER), 'mismatch'), post } as never,
      auth: { token: () => 't' },
      now: NOW,
    });
    const first = show(mismatched);
    await act(async () => {});
    const pay = first.getByRole('button', { name: /立即续费/ });
    fireEvent.click(pay);
    let dialog = await screen.findByRole('dialog', { name: '风险不匹配警示' });
    within(dialog).getByText('适当性文本：mismatch');
    within(dialog).getByText('R3（中风险）');
    within(dialog).getByText('C2（谨慎型）');
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: '暂不购买' }));
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect((pay as HTMLButtonElement).disabled).toBe(false));
    // 重新测评: the questionnaire, coming back to this page.
    fireEvent.click(pay);
    dialog = await screen.findByRole('dialog', { name: '风险不匹配警示' });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: '重新测评' }));
    });
    expect(mismatched.env.openUrl).toHaveBeenCalledWith(
      `/h5-page/riskTest?from=${encodeURIComponent(window.location.href)}`,
    );
    expect(post).not.toHaveBeenCalled();
    first.unmount();

    const unassessed = createFakeRuntime({
      api: { get: fakeGet(info(SUBSCRIBER), 'unassessed'), post } as never,
      auth: { token: () => 't' },
      suitabilityAssessUrl: 'https://assess.example.com/test?channel=h5',
      now: NOW,
    });
    const second = show(unassessed);
    await act(async () => {});
    fireEvent.click(second.getByRole('button', { name: /立即续费/ }));
    dialog = await screen.findByRole('dialog', { name: '风险测评' });
    within(dialog).getByText('适当性文本：unassessed');
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: '去测评' }));
    });
    expect(unassessed.env.openUrl).toHaveBeenCalledWith(
      `https://assess.example.com/test?channel=h5&from=${encodeURIComponent(window.location.href)}`,
    );
    expect(post).not.toHaveBeenCalled();
  });

  it('suitability: 取消 orders nothing; a refusal of the order itself is shown in its dialog', async () => {
    const mismatch = Object.assign(
      new Error('风险不匹配警示：您的风险承受能力等级为C2（谨慎型）'),
      {
        reason: 'SUITABILITY_MISMATCH',
        shown: false,
      },
    );
    const post = fakePost(async () => Promise.reject(mismatch));
    const runtime = createFakeRuntime({
      api: { get: fakeGet(info(SUBSCRIBER)), post } as never,
      auth: { token: () => 't' },
      now: NOW,
    });
    const { getByRole } = show(runtime);
    await act(async () => {});
    const pay = getByRole('button', { name: /立即续费/ });
    fireEvent.click(pay);
    const dialog = await screen.findByRole('dialog', { name: '适当性匹配确认' });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    });
    expect(post).not.toHaveBeenCalled();
    await waitFor(() => expect((pay as HTMLButtonElement).disabled).toBe(false));

    fireEvent.click(pay);
    const match = await screen.findByRole('dialog', { name: '适当性匹配确认' });
    await act(async () => {
      fireEvent.click(within(match).getByRole('button', { name: '确认购买' }));
    });
    const refusal = await screen.findByRole('dialog', { name: '风险不匹配警示' });
    within(refusal).getByText('风险不匹配警示：您的风险承受能力等级为C2（谨慎型）');
    expect(runtime.toast).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.click(within(refusal).getByRole('button', { name: '暂不购买' }));
    });
    expect(runtime.env.openUrl).not.toHaveBeenCalled();
  });

  it('a user who is not a subscriber cannot pay', async () => {
    const runtime = createFakeRuntime({
      api: {
        get: fakeGet(info({ subscribed: false, eligible: false, expires_at: null, coupons: [] })),
      } as never,
      auth: { token: () => 't' },
      now: NOW,
    });
    const { getByRole, getByText } = show(runtime);
    await act(async () => {});
    getByText('本活动仅限短线王老用户参与，您暂不符合续费资格');
    expect((getByRole('button', { name: '仅限老用户续费' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('without an answer (the builder canvas) it says where the plans come from', async () => {
    const runtime = createFakeRuntime({ api: { get: vi.fn(async () => undefined) } as never });
    const { getByText } = show(runtime);
    await act(async () => {});
    getByText(
      '套餐、价格、优惠券与倒计时由续费活动「duanxianwangxufei818」提供，访客打开页面时显示',
    );
  });

  it('helpers: yuan, time left, when paid', () => {
    expect(yuan(129800)).toBe('1298');
    expect(timeLeft(NOW + DAY + 61_000, NOW)).toEqual({ days: 1, clock: ['00', '01', '01'] });
    expect(timeLeft(NOW - 1, NOW)).toEqual({ days: 0, clock: ['00', '00', '00'] });
    expect(whenPaid(NOW - 10_000, NOW)).toBe('刚刚');
    expect(whenPaid(NOW - 3 * 3_600_000, NOW)).toBe('3 小时前');
    expect(whenPaid(Date.UTC(2026, 7, 12, 1, 13), NOW)).toBe('8月12日');
  });
});
