import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createPopupStore } from '@h5-page/blocks/popup-store';
import { API_PATHS } from '@h5-page/schema/constants';
import { UNASSESSED_WARNING, matchStatement, mismatchWarning } from '@h5-page/schema/suitability';
import { ApiError } from '../../api/errors.ts';
import { createActionDispatcher } from './dispatcher.ts';
import { fakeEnv } from '#test/fake-env.ts';
import { fakeGateway } from '#test/fake-gateway.ts';
import type { FakeCall } from '#test/fake-gateway.ts';

// The pay action (4, and the pay button block) through the real dispatcher and the real
// suitability dialog (its chunk loaded on the tap): what the visitor reads and taps decides
// whether an order is created.

const PAGE = 'https://h5.example.com/h5-page/h5/buy-jgdy-notes?channel=wx';
const PRODUCT = '机构调研 · 纪要精选（季度）';
const ORDER = {
  pid: 'P2026112200000000000A',
  cashier_url: '/dev/cashier?pid=P2026112200000000000A',
};

const check = (outcome: 'match' | 'mismatch' | 'unassessed') => ({
  match_id: 31,
  shop_product_id: 2115,
  product_name: PRODUCT,
  risk_level: 'R3',
  tier: outcome === 'unassessed' ? null : outcome === 'match' ? 'C3' : 'C1',
  assessed_at: outcome === 'unassessed' ? null : 1,
  outcome,
  text:
    outcome === 'unassessed'
      ? UNASSESSED_WARNING
      : outcome === 'match'
        ? matchStatement('C3', 'R3', PRODUCT)
        : mismatchWarning('C1', 'R3', PRODUCT),
});

function setup(
  outcome: 'match' | 'mismatch' | 'unassessed',
  order: (call: FakeCall) => unknown = () => ORDER,
  suitabilityAssessUrl?: string,
) {
  const env = fakeEnv();
  const toast = vi.fn();
  const api = fakeGateway((call) => {
    if (call.path === API_PATHS.FIND_USER_PAYFOR_PRODUCT) return { is_payfor: false };
    if (call.path === API_PATHS.SUITABILITY_CHECK) return check(outcome);
    if (call.path === API_PATHS.SUITABILITY_CONFIRM) return { match_id: 31, confirmed_at: 2 };
    return order(call);
  });
  const actions = createActionDispatcher({
    env,
    popups: createPopupStore(),
    toast,
    api,
    token: () => 'tok',
    pageHref: () => PAGE,
    ...(suitabilityAssessUrl ? { suitabilityAssessUrl } : {}),
  });
  const orders = () => api.calls.filter((c) => c.path.startsWith(API_PATHS.CREATE_ORDER));
  return { env, toast, api, actions, orders };
}

let place = 0;
const at = () => ({ path: `page_schema[${place++}]`, block: 'payButton' });

async function tap(dialog: HTMLElement, name: string) {
  await act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name }));
  });
}

afterEach(async () => {
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});

describe('4 pay: the suitability gate', () => {
  it('match: 适当性匹配确认 with level and tier; 确认购买 confirms, then the order and the cashier', async () => {
    const { actions, api, env, orders } = setup('match');
    const paying = actions.run({ type: 4, productId: 2115 }, at());
    const dialog = await screen.findByRole('dialog', { name: '适当性匹配确认' });
    within(dialog).getByText(matchStatement('C3', 'R3', PRODUCT));
    within(dialog).getByText('R3（中风险）');
    within(dialog).getByText('C3（稳健型）');
    expect(orders()).toEqual([]);
    await tap(dialog, '确认购买');
    await paying;
    expect(api.calls.map((c) => c.path)).toEqual([
      API_PATHS.FIND_USER_PAYFOR_PRODUCT,
      API_PATHS.SUITABILITY_CHECK,
      API_PATHS.SUITABILITY_CONFIRM,
      `${API_PATHS.CREATE_ORDER}?shop_product_id=2115`,
    ]);
    expect(api.calls[1]!.query).toEqual({
      shop_product_id: 2115,
      page: '/h5-page/h5/buy-jgdy-notes',
    });
    expect(api.calls[2]!.body).toEqual({ match_id: 31 });
    expect(env.openUrl).toHaveBeenCalledWith(ORDER.cashier_url);
  });

  it('match: 取消 creates no order', async () => {
    const { actions, env, orders } = setup('match');
    const paying = actions.run({ type: 4, productId: 2115 }, at());
    await tap(await screen.findByRole('dialog', { name: '适当性匹配确认' }), '取消');
    await paying;
    expect(orders()).toEqual([]);
    expect(env.openUrl).not.toHaveBeenCalled();
  });

  it('unassessed: 风险测评; 去测评 goes to the questionnaire with from = this page, in this window', async () => {
    const { actions, env, orders } = setup('unassessed');
    const paying = actions.run({ type: 4, productId: 2115 }, at());
    const dialog = await screen.findByRole('dialog', { name: '风险测评' });
    within(dialog).getByText(UNASSESSED_WARNING);
    await tap(dialog, '去测评');
    await paying;
    expect(env.openUrl).toHaveBeenCalledWith(`/h5-page/riskTest?from=${encodeURIComponent(PAGE)}`);
    expect(orders()).toEqual([]);

    // A provider's questionnaire, configured.
    const other = setup('unassessed', undefined, 'https://risk.example.com/assess');
    const again = other.actions.run({ type: 4, productId: 2115 }, at());
    await tap(await screen.findByRole('dialog', { name: '风险测评' }), '去测评');
    await again;
    expect(other.env.openUrl).toHaveBeenCalledWith(
      `https://risk.example.com/assess?from=${encodeURIComponent(PAGE)}`,
    );
  });

  it('unassessed: 暂不购买 closes and goes nowhere; the next tap, however soon, asks again', async () => {
    const { actions, env, orders } = setup('unassessed');
    const button = at();
    for (let press = 0; press < 2; press++) {
      const paying = actions.run({ type: 4, productId: 2115 }, button);
      await tap(await screen.findByRole('dialog', { name: '风险测评' }), '暂不购买');
      await paying;
    }
    expect(env.openUrl).not.toHaveBeenCalled();
    expect(orders()).toEqual([]);
  });

  it('mismatch: 风险不匹配警示 never creates an order, whichever button', async () => {
    for (const button of ['暂不购买', '重新测评']) {
      const { actions, env, orders, api } = setup('mismatch');
      const paying = actions.run({ type: 4, productId: 2115 }, at());
      const dialog = await screen.findByRole('dialog', { name: '风险不匹配警示' });
      within(dialog).getByText(mismatchWarning('C1', 'R3', PRODUCT));
      within(dialog).getByText('C1（保守型）');
      await tap(dialog, button);
      await paying;
      expect(orders()).toEqual([]);
      expect(api.calls.some((c) => c.path === API_PATHS.SUITABILITY_CONFIRM)).toBe(false);
      expect(env.openUrl).toHaveBeenCalledTimes(button === '重新测评' ? 1 : 0);
    }
  });

  it('an order the server refuses for suitability: its msg in the warning dialog, not a toast', async () => {
    const warning = mismatchWarning('C1', 'R3', PRODUCT);
    const { actions, env, toast } = setup('match', () => {
      throw new ApiError('status', warning, {
        status: 409,
        reason: 'SUITABILITY_MISMATCH',
        shown: false,
      });
    });
    const paying = actions.run({ type: 4, productId: 2115 }, at());
    await tap(await screen.findByRole('dialog', { name: '适当性匹配确认' }), '确认购买');
    const refusal = await screen.findByRole('dialog', { name: '风险不匹配警示' });
    within(refusal).getByText(warning);
    await tap(refusal, '暂不购买');
    await paying;
    expect(toast).not.toHaveBeenCalled();
    expect(env.openUrl).not.toHaveBeenCalled();
  });

  it('any other refusal of the quiet order call is toasted', async () => {
    const { actions, env, toast } = setup('match', () => {
      throw new ApiError('status', '商品不存在或已下架', {
        status: 404,
        reason: 'PRODUCT_NOT_FOUND',
        shown: false,
      });
    });
    const paying = actions.run({ type: 4, productId: 2115 }, at());
    await tap(await screen.findByRole('dialog', { name: '适当性匹配确认' }), '确认购买');
    await paying;
    expect(toast).toHaveBeenCalledWith('商品不存在或已下架');
    expect(env.openUrl).not.toHaveBeenCalled();
  });
});
