import type { Mock } from 'vitest';
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { productCardValueSchema } from '@h5-page/schema/block-values/product-card';
import { RuntimeProvider } from '../runtime.ts';
import type { BlockRuntime, RuntimeApi } from '../runtime.ts';
import { createFakeRuntime } from '#test/fake-runtime.ts';
import ProductCardBlock from './productCard.tsx';

type Call = RuntimeApi['get'] & RuntimeApi['post'] & Mock;

const PRODUCT = {
  code: 'jjfz-520001',
  kind: 'fund',
  name: '稳健精选混合 A',
  tag: '五星评级',
  risk_level: 'R3',
  figure_label: '近一年收益率（模拟）',
  figure_value: '+12.36%',
  summary: '股债平衡配置',
};

// Answers each gateway path as the server would for a user matching only `signed`.
const gateway = () =>
  vi.fn(async (path: string, query?: Record<string, unknown>) => {
    if (path.endsWith('/topic-products')) return { list: [PRODUCT] };
    if (path.endsWith('/sales-page/find')) return { url: '/h5-page/jjfz?from=card' };
    if (path.endsWith('/check-user-in-rules')) return { is_match: query?.rules === 'signed' };
    throw new Error(`unexpected ${path}`);
  }) as unknown as Call;

const element = (value: Record<string, unknown>, runtime: BlockRuntime) => (
  <RuntimeProvider value={runtime}>
    <ProductCardBlock
      value={productCardValueSchema.parse(value)}
      children={[]}
      path="page_schema[0]"
    />
  </RuntimeProvider>
);

describe('productCard block', () => {
  it('shows the products of its topic with the simulated label, risk and disclosure', async () => {
    const get = gateway();
    const runtime = createFakeRuntime({ api: { get } });
    const { container, getByRole } = render(element({ title: '精选基金', topic: 'jjfz' }, runtime));
    await act(async () => {});
    expect(get).toHaveBeenCalledWith(
      '/oabase/api/personal-app/v1/topic-products',
      { topic: 'jjfz', codes: undefined },
      { quiet: true },
    );
    expect(container.textContent).toContain('稳健精选混合 A');
    expect(container.textContent).toContain('近一年收益率（模拟）');
    expect(container.textContent).toContain('R3');
    expect(container.textContent).toContain('风险提示');
    await act(async () => {
      fireEvent.click(getByRole('button', { name: '了解详情' }));
    });
    expect(get).toHaveBeenCalledWith('/oabase/api/jump-remind/v1/sales-page/find', {
      product_code: 'jjfz-520001',
    });
    expect(runtime.env.openUrl).toHaveBeenCalledWith('/h5-page/jjfz?from=card');
  });

  it('a rule-gated block stays hidden for a visitor without a token, who is never asked about', async () => {
    const get = gateway();
    const { container } = render(
      element(
        { topic: 'jjfz', onlyRuleUsers: true, rules: 'signed' },
        createFakeRuntime({ api: { get } }),
      ),
    );
    await act(async () => {});
    expect(container.querySelector('section')?.hidden).toBe(true);
    expect(get).not.toHaveBeenCalled();
  });

  it('a rule-gated block is hidden on the server render and for users who do not match', async () => {
    const runtime = createFakeRuntime({ api: { get: gateway() }, auth: { token: () => 'token' } });
    const gated = { topic: 'jjfz', onlyRuleUsers: true, rules: 'holder' };
    expect(renderToString(element(gated, runtime))).not.toContain('稳健精选混合 A');
    const { container } = render(element(gated, runtime));
    await act(async () => {});
    expect(container.querySelector('section')?.hidden).toBe(true);
    expect(container.textContent).not.toContain('稳健精选混合 A');
  });

  it('a rule-gated block appears once the user is known to match', async () => {
    const get = gateway();
    const runtime = createFakeRuntime({ api: { get }, auth: { token: () => 'token' } });
    const { container } = render(
      element({ topic: 'jjfz', onlyRuleUsers: true, rules: 'signed' }, runtime),
    );
    await act(async () => {});
    expect(get).toHaveBeenCalledWith(
      '/n8sf/api/user-portrait/v1/check-user-in-rules',
      { rules: 'signed' },
      { quiet: true },
    );
    expect(container.textContent).toContain('稳健精选混合 A');
  });

  it('in the builder and previews a rule-gated block is shown, marked with its rule', async () => {
    const get = gateway();
    const runtime = createFakeRuntime({ api: { get }, page: { preview: true } });
    const { container } = render(
      element({ topic: 'jjfz', onlyRuleUsers: true, rules: 'holder' }, runtime),
    );
    await act(async () => {});
    expect(container.textContent).toContain('仅对符合规则的用户显示：holder');
    expect(container.textContent).toContain('稳健精选混合 A');
    expect(get).not.toHaveBeenCalledWith(
      '/n8sf/api/user-portrait/v1/check-user-in-rules',
      expect.anything(),
      expect.anything(),
    );
  });
});
