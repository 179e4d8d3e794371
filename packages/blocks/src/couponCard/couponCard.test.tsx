import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render } from '@testing-library/react';
import { API_PATHS } from '@h5-page/schema/constants';
import { RuntimeProvider } from '../runtime.ts';
import type { BlockRuntime } from '../runtime.ts';
import { createFakeRuntime } from '#test/fake-runtime.ts';
import CouponCard, { yuan } from './couponCard.tsx';

const CHECK = {
  name: '9 月投顾服务满减券',
  amount_cents: 10000,
  min_spend_cents: 59900,
  scope: '投顾策略服务可用',
  left: 12,
  valid_days: 30,
  received: false,
};

function show(runtime: BlockRuntime) {
  return render(
    <RuntimeProvider value={runtime}>
      <CouponCard value={{ batch: 'coupon202409' }} children={[]} path="p" />
    </RuntimeProvider>,
  );
}

describe('couponCard block', () => {
  it('shows the batch of the server; a visitor without a token goes to login', async () => {
    const get = vi.fn(async () => CHECK);
    const runtime = createFakeRuntime({ api: { get } as never });
    const { container, getByRole } = show(runtime);
    await act(async () => {});
    expect(get).toHaveBeenCalledWith(
      API_PATHS.COUPON_CHECK,
      { batch: 'coupon202409' },
      { quiet: true },
    );
    expect(container.textContent).toContain('¥100满 599 可用');
    expect(container.textContent).toContain('剩余 12 张');
    fireEvent.click(getByRole('button', { name: '立即领取' }));
    expect(runtime.env.login).toHaveBeenCalled();
    expect(runtime.api.post).not.toHaveBeenCalled();
  });

  it('claims no rule before the server told it (no 无门槛 for a coupon with a minimum spend)', async () => {
    let answer: (check: typeof CHECK) => void = () => {};
    const get = vi.fn(() => new Promise<typeof CHECK>((resolve) => (answer = resolve)));
    const { container, getByRole } = show(createFakeRuntime({ api: { get } as never }));
    expect(container.textContent).not.toContain('无门槛');
    expect((getByRole('button', { name: '立即领取' }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => answer(CHECK));
    expect(container.textContent).toContain('满 599 可用');
    expect(container.textContent).not.toContain('无门槛');
  });

  it('receives with a token, then shows it received; sold out and received disable the button', async () => {
    const get = vi
      .fn()
      .mockResolvedValueOnce(CHECK)
      .mockResolvedValue({ ...CHECK, received: true, left: 11 });
    const post = vi.fn(async () => ({ batch: 'coupon202409' }));
    const runtime = createFakeRuntime({ api: { get, post } as never, auth: { token: () => 't' } });
    const { getByRole } = show(runtime);
    await act(async () => {});
    await act(async () => {
      fireEvent.click(getByRole('button', { name: '立即领取' }));
    });
    expect(post).toHaveBeenCalledWith(
      API_PATHS.COUPON_GIVE,
      { batch: 'coupon202409' },
      { needToken: true },
    );
    expect(runtime.toast).toHaveBeenCalledWith('领取成功，已放入您的卡券包');
    expect((getByRole('button', { name: '已领取' }) as HTMLButtonElement).disabled).toBe(true);

    const soldOut = show(
      createFakeRuntime({ api: { get: vi.fn(async () => ({ ...CHECK, left: 0 })) } as never }),
    );
    await act(async () => {});
    expect((soldOut.getByRole('button', { name: '已领完' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('yuan: cents as yuan', () => {
    expect(yuan(10000)).toBe('100');
    expect(yuan(1990)).toBe('19.9');
  });
});
