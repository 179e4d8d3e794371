import '#test/jsdom-layout.ts';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { HTML_MAX_DEPTH } from '@h5-page/schema/html-limits';
import { PageEditor } from './page-editor.tsx';

const DEPTH = `HTML 嵌套过深：标签最多嵌套 ${HTML_MAX_DEPTH} 层`;

const draft = {
  code: 'p1',
  title: '双十一',
  meta: { keywords: '', description: '' },
  background: '',
  is_auto_fit: 0,
  extra: {},
  page_schema: [
    { name: 'code', value: { html: '<div>'.repeat(2_000) + '深处' }, children: [] },
    { name: 'text', value: { html: '<p>正文</p>' }, children: [] },
  ],
};

function serve() {
  const saved: unknown[] = [];
  globalThis.fetch = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
    if (init?.method === 'PUT') saved.push(JSON.parse(String(init.body)));
    const response = { draft, live_version: null, revision: 1 };
    return new Response(JSON.stringify({ code: 1, msg: 'success', response }), {
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
  return saved;
}

describe('HTML past the limits in the builder', () => {
  it(
    'is named at its field with the limit, as the server would refuse it, and not saved',
    { timeout: 120_000 },
    async () => {
      const saved = serve();
      render(
        <App>
          <PageEditor code="p1" onBack={() => {}} onStats={() => {}} />
        </App>,
      );
      const badge = (await screen.findByText('1 处需修改')).closest('button')!;
      fireEvent.mouseEnter(badge);
      expect(
        await screen.findByText(new RegExp(`^第 1 个组件 · 自定义代码 › .*：${DEPTH}$`)),
      ).toBeTruthy();

      fireEvent.click(badge);
      const box = await waitFor(() => {
        const field = document.querySelector<HTMLElement>('[data-field="value.html"]');
        expect(field).not.toBeNull();
        return field!;
      });
      expect(within(box).getByText(DEPTH)).toBeTruthy();

      fireEvent.click(screen.getByText(/保存草稿/).closest('button')!);
      expect(await screen.findByText(new RegExp(`有 1 处需要修改，未保存.*${DEPTH}`))).toBeTruthy();
      expect(saved).toEqual([]);
    },
  );
});
