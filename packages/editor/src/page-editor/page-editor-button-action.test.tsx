import '#test/jsdom-layout.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { buttonDefinition } from '@h5-page/blocks/button/index';
import { openPageEditor } from '#test/open-page-editor.tsx';
import { clickButton, dialogShowing } from '#test/editor-queries.ts';

/** A page holding a button just dropped: the button's own default value. */
const draft = {
  code: 'p1',
  title: '双十一活动',
  meta: { keywords: '', description: '' },
  background: '',
  is_auto_fit: 0,
  extra: {},
  page_schema: [{ name: 'button', value: buttonDefinition.defaultValue, children: [] }],
};

/** The admin API of page p1; the requests sent. */
function serve(): { method: string; path: string }[] {
  const sent: { method: string; path: string }[] = [];
  const answer = (response: unknown) =>
    new Response(JSON.stringify({ code: 1, msg: 'success', response }), {
      headers: { 'content-type': 'application/json' },
    });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://builder.test');
      const method = init?.method ?? 'GET';
      const path = url.pathname.replace(/^\/admin\/api/, '');
      sent.push({ method, path });
      if (path === '/pages/p1' && method === 'GET') {
        return answer({ draft, revision: 1, live_version: null, updated_by: null });
      }
      return answer({ items: [], links: [], versions: [] });
    }),
  );
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a button without its action', () => {
  it(
    'is said at its 点击动作, stops 发布 there, and its types read as words',
    { timeout: 120_000 },
    async () => {
      const sent = serve();
      await openPageEditor();
      clickButton('发布');
      expect(await screen.findByText(/未发布：.*按钮还没有点击动作/)).toBeTruthy();
      // The button is selected and its action field has the focus, the problem under it.
      const box = await waitFor(() => {
        const field = document.activeElement?.closest<HTMLElement>('[data-field]');
        expect(field?.getAttribute('data-field')).toBe('value.action');
        return field!;
      });
      expect(within(box).getByText('按钮还没有点击动作，请选择动作类型')).toBeTruthy();
      expect(sent.filter((r) => r.path.endsWith('/publish'))).toEqual([]);

      fireEvent.mouseDown(box.querySelector('[role="combobox"]')!);
      const options = await waitFor(() => {
        const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')];
        expect(found.length).toBe(14);
        return found;
      });
      const titles = options.map((o) => o.getAttribute('title'));
      expect(titles).toContain('打开弹窗');
      expect(titles.filter((t) => !t || /\d/.test(t))).toEqual([]);
      fireEvent.click(options.find((o) => o.getAttribute('title') === '返回上一页')!);
      await waitFor(() =>
        expect(screen.queryAllByText('按钮还没有点击动作，请选择动作类型')).toEqual([]),
      );

      clickButton('发布');
      await dialogShowing();
    },
  );
});
