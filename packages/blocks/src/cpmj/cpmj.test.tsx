import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render } from '@testing-library/react';
import { cpmjValueSchema } from '@h5-page/schema/block-values/cpmj';
import { RuntimeProvider } from '../runtime.ts';
import type { BlockRuntime } from '../runtime.ts';
import { createFakeRuntime } from '#test/fake-runtime.ts';
import { answering } from '#test/answering.ts';
import CpmjBlock from './cpmj.tsx';

function show(value: Record<string, unknown>, runtime: BlockRuntime) {
  return render(
    <RuntimeProvider value={runtime}>
      <CpmjBlock value={cpmjValueSchema.parse(value)} children={[]} path="page_schema[0]" />
    </RuntimeProvider>,
  );
}

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('cpmj block', () => {
  it('detail: asks for the article the URL names and shows it', async () => {
    window.history.replaceState(null, '', '/h5-page/cpmj/details/stop-loss');
    const get = answering(async () => ({
      name: 'stop-loss',
      title: '止损的纪律',
      category: '风控',
      author: '王芳',
      published_at: '2026-11-20',
      body: ['第一段', '第二段'],
    }));
    const { container } = show({ view: 'detail' }, createFakeRuntime({ api: { get } }));
    await act(async () => {});
    expect(get).toHaveBeenCalledWith(
      '/n8sf/api/content/v1/cpmj/detail',
      { name: 'stop-loss' },
      { quiet: true },
    );
    expect(container.querySelector('h2')?.textContent).toBe('止损的纪律');
    expect(container.textContent).toContain('第二段');
  });

  it('detail: an unknown name shows the not-found notice with a way back', async () => {
    window.history.replaceState(null, '', '/h5-page/cpmj/details/nothing');
    const runtime = createFakeRuntime({
      api: { get: answering(async () => Promise.reject(new Error('该秘籍不存在或已下线'))) },
    });
    const { getByRole, getByTestId } = show({ view: 'detail' }, runtime);
    await act(async () => {});
    expect(getByTestId('cpmj-not-found').textContent).toContain('这篇秘籍不存在或已下线');
    fireEvent.click(getByRole('button', { name: '返回秘籍列表' }));
    expect(runtime.env.openUrl).toHaveBeenCalledWith('/h5-page/cpmj/list');
  });

  it('list: links each article to its detail page', async () => {
    const get = answering(async () => ({
      list: [
        {
          name: 'dragon-head',
          title: '龙头股识别三要素',
          category: '选股',
          summary: '三要素',
          author: '李明',
          published_at: '2026-11-20',
        },
      ],
    }));
    const runtime = createFakeRuntime({ api: { get } });
    const { getByRole } = show({ view: 'list', limit: 3 }, runtime);
    await act(async () => {});
    fireEvent.click(getByRole('link', { name: /龙头股识别三要素/ }));
    expect(runtime.env.openUrl).toHaveBeenCalledWith('/h5-page/cpmj/details/dragon-head');
  });
});
