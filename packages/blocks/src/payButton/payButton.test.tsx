import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { API_PATHS } from '@h5-page/schema/constants';
import { renderToString } from 'react-dom/server';
import type { BlockValueMap } from '@h5-page/schema/block-value-schemas';
import { RuntimeProvider } from '../runtime.ts';
import type { BlockRuntime } from '../runtime.ts';
import { createFakeRuntime } from '#test/fake-runtime.ts';
import { addBlockStylesheets, clippingStyles } from '#test/block-stylesheets.ts';
import { validateDefinitionPage } from '#test/validate-definition-page.ts';
import { payButtonDefinition } from './index.ts';
import PayButton from './payButton.tsx';

type Value = BlockValueMap['payButton'];
const PATH = 'page_schema[6]';

function show(value: Value, runtime: BlockRuntime = createFakeRuntime()) {
  render(
    <RuntimeProvider value={runtime}>
      <PayButton value={value} children={[]} path={PATH} />
    </RuntimeProvider>,
  );
  return runtime;
}

describe('pay button', () => {
  it('runs the pay action (4) with its mark and productId through the dispatcher', () => {
    const runtime = show({ mark: 'dbzs', text: '开通打板助手' });
    fireEvent.click(screen.getByRole('button', { name: '开通打板助手' }));
    expect(runtime.actions.run).toHaveBeenCalledWith(
      { type: 4, mark: 'dbzs', productId: undefined },
      { path: PATH, block: 'payButton' },
    );
    expect(runtime.tracker.click).toHaveBeenCalledWith('开通打板助手', {
      block: 'payButton',
      path: PATH,
      mark: 'dbzs',
      productId: null,
    });
  });

  it('every press goes to the dispatcher (it throttles pay presses per button, one a second)', () => {
    const runtime = show({ productId: 1192 });
    const button = screen.getByRole('button', { name: '立即购买' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(runtime.actions.run).toHaveBeenCalledTimes(2);
    const where = { path: PATH, block: 'payButton' };
    expect(vi.mocked(runtime.actions.run).mock.calls.map((call) => call[1])).toEqual([
      where,
      where,
    ]);
  });

  it('isNeedLogin without a token: login, no action', () => {
    const runtime = show({ mark: 'dbzs', isNeedLogin: true });
    fireEvent.click(screen.getByRole('button'));
    expect(runtime.env.login).toHaveBeenCalledTimes(1);
    expect(runtime.actions.run).not.toHaveBeenCalled();
  });

  describe('coupons for its product', () => {
    const coupon = (
      id: number,
      name: string,
      amount: number,
      min: number,
      product: number | null,
    ) => ({
      id,
      batch: `batch-${id}`,
      name,
      amount_cents: amount,
      min_spend_cents: min,
      scope: '',
      expires_at: Date.now() + 86_400_000,
      shop_product_id: product,
      sale_pages: [],
    });
    const MINE = {
      list: [
        coupon(7, '国庆策略服务券', 20_000, 99_800, 1191),
        coupon(8, '打板助手体验券', 5_000, 0, 1191),
        coupon(9, '打板助手万元券', 1_000_000, 2_000_000, 1191),
        coupon(10, '国庆名师课程券', 5_000, 19_900, null),
      ],
    };
    const visitor = (list = MINE) => {
      const get = vi.fn(async (path: string) =>
        path === API_PATHS.COUPON_MINE
          ? list
          : path === API_PATHS.FIND_USER_PAYFOR_PRODUCT
            ? { name: '打板助手 · 年度会员', price_cents: 99_800, is_payfor: false }
            : undefined,
      );
      return createFakeRuntime({ api: { get } as never, auth: { token: () => 't' } });
    };
    const VALUE: Value = { mark: 'dbzs', text: '¥998 开通打板助手年度会员', isNeedLogin: true };

    it('offers them before paying, the largest discount the price meets chosen; the order carries it', async () => {
      const runtime = show(VALUE, visitor());
      fireEvent.click(screen.getByRole('button', { name: '¥998 开通打板助手年度会员' }));
      const dialog = within(await screen.findByRole('dialog', { name: '选择优惠券' }));
      expect(runtime.actions.run).not.toHaveBeenCalled();
      dialog.getByText('打板助手 · 年度会员');
      expect(dialog.getAllByRole('radio').map((radio) => radio.textContent)).toEqual([
        '¥200国庆策略服务券满 998 可用',
        '¥50打板助手体验券无门槛',
        '¥10000打板助手万元券商品价格未满 20000',
        '不使用优惠券',
      ]);
      const best = dialog.getByRole('radio', { name: /国庆策略服务券/ });
      expect(best.getAttribute('aria-checked')).toBe('true');
      expect((dialog.getByRole('radio', { name: /万元券/ }) as HTMLButtonElement).disabled).toBe(
        true,
      );
      await act(async () => {
        fireEvent.click(dialog.getByRole('button', { name: '确认支付 ¥798' }));
      });
      expect(runtime.actions.run).toHaveBeenCalledWith(
        { type: 4, mark: 'dbzs', productId: undefined, couponId: 7 },
        { path: PATH, block: 'payButton' },
      );
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    it('不使用优惠券 pays the full price; closing the picker pays nothing', async () => {
      const runtime = show(VALUE, visitor());
      const button = screen.getByRole('button', { name: '¥998 开通打板助手年度会员' });
      fireEvent.click(button);
      let dialog = within(await screen.findByRole('dialog', { name: '选择优惠券' }));
      fireEvent.click(dialog.getByRole('button', { name: '关闭' }));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(runtime.actions.run).not.toHaveBeenCalled();

      fireEvent.click(button);
      dialog = within(await screen.findByRole('dialog', { name: '选择优惠券' }));
      fireEvent.click(dialog.getByRole('radio', { name: '不使用优惠券' }));
      await act(async () => {
        fireEvent.click(dialog.getByRole('button', { name: '确认支付 ¥998' }));
      });
      expect(runtime.actions.run).toHaveBeenCalledWith(
        { type: 4, mark: 'dbzs', productId: undefined },
        { path: PATH, block: 'payButton' },
      );
    });

    it('without a coupon for the product the press pays straight away', async () => {
      const runtime = show(VALUE, visitor({ list: [MINE.list[3]!] }));
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: '¥998 开通打板助手年度会员' }));
      });
      expect(runtime.actions.run).toHaveBeenCalledWith(
        { type: 4, mark: 'dbzs', productId: undefined },
        { path: PATH, block: 'payButton' },
      );
      expect(screen.queryByRole('dialog')).toBeNull();
    });
  });

  it('shows its image (alt) instead of the text', () => {
    show({ mark: 'dbzs', image: { url: '/seed-assets/course.svg', alt: '年度会员' } });
    expect(screen.getByAltText('年度会员').getAttribute('src')).toBe('/seed-assets/course.svg');
  });

  it('wraps its whole text instead of cutting it to one line with an ellipsis', () => {
    const removeStyles = addBlockStylesheets('shared/pill-button.css', 'payButton/payButton.css');
    try {
      const wording = '¥99 购买 Level-2 行情季卡（3 个月）';
      show({ mark: 'dbzs', text: wording });
      const button = screen.getByRole('button', { name: wording });
      expect(button.textContent).toBe(wording);
      expect(clippingStyles(button.parentElement!)).toEqual([]);
      expect(getComputedStyle(button).minHeight).toBe('92px');
      expect(getComputedStyle(button).height).toBe('');
    } finally {
      removeStyles();
    }
  });

  it('server rendering: the text button, nothing run', () => {
    const runtime = createFakeRuntime();
    const html = renderToString(
      <RuntimeProvider value={runtime}>
        <PayButton value={{ mark: 'dbzs', text: '立即开通' }} children={[]} path={PATH} />
      </RuntimeProvider>,
    );
    expect(html).toBe(
      '<div class="h5-pay-button"><button type="button" class="h5-pay-button-body h5-pay-button-text"><span class="h5-pay-button-label">立即开通</span></button></div>',
    );
    expect(runtime.actions.run).not.toHaveBeenCalled();
  });

  it('its default value and demo are valid page content', () => {
    const result = validateDefinitionPage(payButtonDefinition);
    expect(result.ok && result.warnings).toEqual([]);
  });
});
