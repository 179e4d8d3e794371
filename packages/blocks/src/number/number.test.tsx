import { describe, expect, it } from 'vitest';
import { act, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { BlockValueMap } from '@h5-page/schema/block-value-schemas';
import { RuntimeProvider } from '../runtime.ts';
import type { BlockRuntime } from '../runtime.ts';
import { createFakeRuntime } from '#test/fake-runtime.ts';
import { answering } from '#test/answering.ts';
import { validateDefinitionPage } from '#test/validate-definition-page.ts';
import { numberDefinition } from './index.ts';
import NumberBlock from './number.tsx';
import { vacancyOf } from '../shared/live-data.ts';

type Value = BlockValueMap['number'];

function show(value: Value, runtime: BlockRuntime) {
  return render(
    <RuntimeProvider value={runtime}>
      <NumberBlock value={value} children={[]} path="page_schema[3]" />
    </RuntimeProvider>,
  );
}

describe('number block', () => {
  it('shows prefix, the current_num of its vacancy record, suffix (one quiet call)', async () => {
    const get = answering(async () => ({
      id: '1',
      current_num: 386,
      change_type_limit: 1,
      limit: 500,
    }));
    const runtime = createFakeRuntime({ api: { get }, env: { isApp: true } });
    const { container } = show({ id: 1, prefixText: '已有', suffixText: '人预约' }, runtime);
    expect(container.textContent).toBe('已有--人预约');
    await act(async () => {});
    expect(get).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledWith(
      '/n8sf/api/activity/v1/activity-vacancy/detail',
      { id: '1', terminal_type: 1, is_preview: 0 },
      { quiet: true },
    );
    expect(container.textContent).toBe('已有386人预约');
    expect(container.querySelector('.h5-number-value')!.className).toBe('h5-number-value');
  });

  it('reads current_num with the number formatting helper (digits only)', async () => {
    const get = answering(async () => ({ current_num: '1,288' }));
    const { container } = show({ id: '2' }, createFakeRuntime({ api: { get } }));
    await act(async () => {});
    expect(container.querySelector('.h5-number-value')!.textContent).toBe('1288');
  });

  it('keeps the placeholder when the call fails or answers nothing usable; toasts nothing', async () => {
    for (const answer of [
      async () => Promise.reject(new Error('名额数据不存在')),
      async () => undefined,
      async () => ({ current_num: 'many' }),
    ]) {
      const runtime = createFakeRuntime({ api: { get: answering(answer) } });
      const { container, unmount } = show({ id: 'x', prefixText: '已有' }, runtime);
      await act(async () => {});
      expect(container.textContent).toBe('已有--');
      expect(container.querySelector('.h5-number-pending')).not.toBeNull();
      expect(runtime.toast).not.toHaveBeenCalled();
      unmount();
    }
  });

  it('renders the placeholder on the server, asking nothing', () => {
    const runtime = createFakeRuntime();
    const html = renderToString(
      <RuntimeProvider value={runtime}>
        <NumberBlock value={{ id: 1, prefixText: '已有' }} children={[]} path="p" />
      </RuntimeProvider>,
    );
    expect(html).toBe(
      '<p class="h5-number" aria-live="polite"><span class="h5-number-text">已有</span><strong class="h5-number-value h5-number-pending">--</strong></p>',
    );
    expect(runtime.api.get).not.toHaveBeenCalled();
  });

  it('vacancyOf: current_num and a limit above 0', () => {
    expect(vacancyOf({ current_num: 3, limit: 10 })).toEqual({ current: 3, limit: 10 });
    expect(vacancyOf({ current_num: '3', limit: 0 })).toEqual({ current: 3, limit: null });
    expect(vacancyOf({ limit: 10 })).toBeNull();
    expect(vacancyOf(undefined)).toBeNull();
  });

  it('its default value and demo are valid page content', () => {
    const result = validateDefinitionPage(numberDefinition);
    expect(result.ok && result.warnings).toEqual([]);
  });
});
