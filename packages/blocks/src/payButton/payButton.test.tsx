import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
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
