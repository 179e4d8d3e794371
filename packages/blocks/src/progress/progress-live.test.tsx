import { describe, expect, it } from 'vitest';
import { act, render } from '@testing-library/react';
import type { BlockValueMap } from '@h5-page/schema/block-value-schemas';
import { RuntimeProvider } from '../runtime.ts';
import type { BlockRuntime } from '../runtime.ts';
import { createFakeRuntime } from '#test/fake-runtime.ts';
import { answering } from '#test/answering.ts';
import Progress, { withVacancy } from './progress.tsx';

// The progress bar with live data: `id` names a vacancy record whose numbers replace its own.

type Value = BlockValueMap['progress'];

function show(value: Value, runtime: BlockRuntime) {
  return render(
    <RuntimeProvider value={runtime}>
      <Progress value={value} children={[]} path="page_schema[2]" />
    </RuntimeProvider>,
  );
}

const fill = (container: HTMLElement) =>
  container.querySelector<HTMLElement>('.h5-progress-fill')!.style.width;
const text = (container: HTMLElement) => container.querySelector('.h5-progress-text')?.textContent;

describe('progress with live data', () => {
  it('with an id: current_num / limit of the vacancy call replace the configured numbers', async () => {
    const get = answering(async () => ({ current_num: 386, change_type_limit: 1, limit: 500 }));
    const runtime = createFakeRuntime({ api: { get } });
    const { container } = show(
      { id: '1', current: 300, limit: 400, remain: 5, prefixText: '仅剩', suffixText: '个' },
      runtime,
    );
    // Until the numbers come: the configured ones.
    expect(fill(container)).toBe('75%');
    expect(text(container)).toBe('仅剩5个');
    await act(async () => {});
    expect(get).toHaveBeenCalledWith(
      '/n8sf/api/activity/v1/activity-vacancy/detail',
      { id: '1', terminal_type: 2, is_preview: 0 },
      { quiet: true },
    );
    expect(fill(container)).toBe('77%');
    expect(text(container)).toBe('仅剩114个');
  });

  it('an answer without a limit keeps the configured limit', () => {
    expect(withVacancy({ id: 1, current: 1, limit: 10 }, { current: 4, limit: null })).toEqual({
      id: 1,
      current: 4,
      limit: 10,
    });
    // No limit anywhere: the configured remain and percent stay.
    expect(withVacancy({ percent: 50, remain: 3 }, { current: 4, limit: null })).toEqual({
      percent: 50,
      remain: 3,
      current: 4,
    });
    expect(withVacancy({ current: 1 }, null)).toEqual({ current: 1 });
  });

  it('a failed call keeps the configured numbers, quietly; no id asks nothing', async () => {
    const get = answering(async () => Promise.reject(new Error('名额数据不存在')));
    const runtime = createFakeRuntime({ api: { get } });
    const { container } = show({ id: 'gone', current: 1, limit: 4 }, runtime);
    await act(async () => {});
    expect(fill(container)).toBe('25%');
    expect(runtime.toast).not.toHaveBeenCalled();
    const quiet = createFakeRuntime();
    show({ current: 1, limit: 2 }, quiet);
    await act(async () => {});
    expect(quiet.api.get).not.toHaveBeenCalled();
  });
});
