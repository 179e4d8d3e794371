import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { BlockValueMap } from '@h5-page/schema/block-value-schemas';
import { RuntimeProvider } from '../runtime.ts';
import type { BlockRuntime, RuntimeApi } from '../runtime.ts';
import { createFakeRuntime } from '#test/fake-runtime.ts';
import { OWNER_BUTTON_TEXT, ownedText } from './owned-pay-button.tsx';
import PayButton from './payButton.tsx';

// The pay button of a visitor who holds its product already (find-user-payfor-product).

type Value = BlockValueMap['payButton'];
const PATH = 'page_schema[6]';
const FUND: Value = { productId: 2103, text: '¥99 立即开通', isNeedLogin: true };

function show(value: Value, runtime: BlockRuntime) {
  render(
    <RuntimeProvider value={runtime}>
      <PayButton value={value} children={[]} path={PATH} />
    </RuntimeProvider>,
  );
  return runtime;
}

const answering = (answer: unknown) =>
  createFakeRuntime({
    api: { get: vi.fn(async () => answer) as unknown as RuntimeApi['get'] },
    auth: { token: () => 'tok' },
  });

describe('pay button of a product the visitor holds', () => {
  it('says it is bought and until when instead of selling it, and leads to the service', async () => {
    const end = Date.now() + 90 * 86_400_000;
    const runtime = show(FUND, answering({ is_payfor: true, expires_at: end }));
    await screen.findByText(ownedText({ expiresAt: end }));
    // 2027-05-27 12:00 China time: the day the visitor reads is China's.
    const may = Date.UTC(2027, 4, 27, 4);
    expect(ownedText({ expiresAt: may }, may - 1)).toBe('已开通 · 有效期至 2027-05-27');
    expect(runtime.api.get).toHaveBeenCalledWith(
      '/oabase/api/product/v1/find-user-payfor-product',
      { shop_product_id: 2103 },
      { needToken: true, quiet: true },
    );
    expect(screen.queryByRole('button', { name: '¥99 立即开通' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: OWNER_BUTTON_TEXT }));
    expect(runtime.env.openAppPage).toHaveBeenCalledWith('communityService');
    expect(runtime.actions.run).not.toHaveBeenCalled();
  });

  it('a one-off purchase without an end says 已开通; one whose service ended says so', () => {
    expect(ownedText({ expiresAt: null })).toBe('已开通');
    expect(ownedText({ expiresAt: Date.UTC(2026, 0, 1) }, Date.UTC(2026, 1, 1))).toBe(
      '已购买 · 服务已于 2026-01-01 到期',
    );
  });

  it('not bought, or a failed check: the button sells', async () => {
    const notBought = show(FUND, answering({ is_payfor: false, expires_at: null }));
    await waitFor(() => expect(notBought.api.get).toHaveBeenCalledTimes(1));
    await act(async () => {});
    expect(screen.getByRole('button', { name: '¥99 立即开通' })).toBeTruthy();
  });

  it('without a token nothing is asked and the button sells', async () => {
    const guest = show({ mark: 'dbzs', text: '开通打板助手' }, createFakeRuntime());
    await act(async () => {});
    expect(guest.api.get).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: '开通打板助手' })).toBeTruthy();
  });
});
