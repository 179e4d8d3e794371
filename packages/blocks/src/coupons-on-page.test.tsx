import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { API_PATHS } from '@h5-page/schema/constants';
import { RuntimeProvider } from './runtime.ts';
import { createFakeRuntime } from '#test/fake-runtime.ts';
import CouponCard from './couponCard/couponCard.tsx';
import RenewalPanel from './renewalPanel/renewalPanel.tsx';
import type { SalePageInfo } from './renewalPanel/renewalPanel.tsx';

// Coupons on one page: the coupon cards, the renewal panel and the pay buttons read one shared
// list of the visitor's coupons (shared/coupon-store.ts), so a claim shows everywhere at once.

const NOW = Date.UTC(2026, 7, 16, 4, 0, 0);
const DAY = 86_400_000;

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
const BATCHES: Record<number, string> = { 41: 'dxw818', 42: 'dxw818-loyal' };

const info = (coupons: typeof COUPONS): SalePageInfo => ({
  title: '短线王 818 续费特惠',
  ends_at: NOW + 2 * DAY,
  now: NOW,
  state: 'on',
  product: { shop_product_id: 1391, name: '短线王 · 续费服务' },
  plans: [
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
  ],
  user: { subscribed: true, eligible: true, expires_at: NOW + 10 * DAY, coupons },
});

/** The visitor's usable coupons as the coupon list call answers them. */
const mine = (coupons: typeof COUPONS) => ({
  list: coupons.map((coupon) => ({
    ...coupon,
    batch: BATCHES[coupon.id] ?? '',
    shop_product_id: null,
    sale_pages: ['duanxianwangxufei818'],
  })),
});

describe('coupons on a page', () => {
  it('coupons claimed on the page are offered at once, the best one for the plan chosen, and the order carries it', async () => {
    // The server as it is: what the visitor owns changes with each claim.
    const owned: typeof COUPONS = [];
    const check = (batch: string) => ({
      name: batch === 'dxw818' ? '短线王续费专享券' : '短线王老友回馈券',
      amount_cents: batch === 'dxw818' ? 20000 : 5000,
      min_spend_cents: batch === 'dxw818' ? 99800 : 0,
      scope: '短线王续费可用',
      left: 100,
      valid_days: 7,
      received: owned.some((coupon) => BATCHES[coupon.id] === batch),
    });
    const get = vi.fn(async (path: string, query?: Record<string, unknown>) => {
      if (path === API_PATHS.PAY_TOP) return { list: [] };
      if (path === API_PATHS.COUPON_MINE) return mine([...owned].reverse());
      if (path === API_PATHS.COUPON_CHECK) return check(String(query?.batch));
      if (path === API_PATHS.SUITABILITY_CHECK) {
        return {
          match_id: 7,
          shop_product_id: 1391,
          product_name: '短线王 · 续费服务',
          risk_level: 'R3',
          tier: 'C3',
          assessed_at: NOW,
          outcome: 'match',
          text: '二者相匹配，确认购买。',
        };
      }
      return info([...owned]);
    });
    const post = vi.fn(async (path: string, body?: unknown) => {
      if (path === API_PATHS.COUPON_GIVE) {
        const batch = (body as { batch: string }).batch;
        owned.push(COUPONS.find((coupon) => BATCHES[coupon.id] === batch)!);
        return { batch };
      }
      return { pid: 'P20260816ABCDEF012345', cashier_url: '/dev/cashier?pid=P1' };
    });
    const runtime = createFakeRuntime({
      api: { get, post } as never,
      auth: { token: () => 't' },
      now: NOW,
    });
    const page = render(
      <RuntimeProvider value={runtime}>
        <CouponCard value={{ batch: 'dxw818' }} children={[]} path="page_schema[0]" />
        <CouponCard value={{ batch: 'dxw818-loyal' }} children={[]} path="page_schema[1]" />
        <RenewalPanel
          value={{ salePage: 'duanxianwangxufei818', title: '选择续费套餐', showTicker: true }}
          children={[]}
          path="page_schema[2]"
        />
      </RuntimeProvider>,
    );
    await page.findByText('暂无可用优惠券');
    await page.findByRole('button', { name: '立即续费 ¥1298' });

    for (const card of page.getAllByRole('button', { name: '立即领取' })) {
      await act(async () => {
        fireEvent.click(card);
      });
    }
    await page.findByText('2 张可用');
    const coupons = within(page.getByRole('radiogroup', { name: '优惠券' }));
    expect(
      coupons.getByRole('radio', { name: /短线王续费专享券/ }).getAttribute('aria-checked'),
    ).toBe('true');
    const final = () => page.container.querySelector('.h5-renewal-panel-final')!.textContent;
    expect(final()).toBe('¥1098');

    // On the quarter plan the ¥200 coupon's threshold is not met: the ¥50 one is the best.
    fireEvent.click(page.getByRole('radio', { name: /季度版/ }));
    expect(
      coupons.getByRole('radio', { name: /短线王老友回馈券/ }).getAttribute('aria-checked'),
    ).toBe('true');
    expect(final()).toBe('¥448');
    fireEvent.click(page.getByRole('radio', { name: /年度版/ }));

    fireEvent.click(page.getByRole('button', { name: '立即续费 ¥1098' }));
    const dialog = await screen.findByRole('dialog', { name: '适当性匹配确认' });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: '确认购买' }));
    });
    await waitFor(() =>
      expect(post).toHaveBeenLastCalledWith(
        API_PATHS.RENEW_WITH_COUPON_PAY_BEFORE,
        { sale_page: 'duanxianwangxufei818', plan: 'year', coupon_id: 41 },
        { needToken: true, quiet: true },
      ),
    );
  });
});
