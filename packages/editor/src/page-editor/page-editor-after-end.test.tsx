import '#test/jsdom-layout.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { openPageEditor } from '#test/open-page-editor.tsx';
import { button, clickButton, dialogShowing } from '#test/editor-queries.ts';

/** A page whose ended notice promises a return, as the security report found one live. */
const draft = {
  code: 'p1',
  title: '双十一活动',
  meta: { keywords: '', description: '' },
  background: '',
  is_auto_fit: 0,
  extra: {},
  after_end: {
    kind: 'notice',
    message: '保本保收益，稳赚不赔！',
    link_text: '',
    link_url: '',
  },
  page_schema: [
    {
      name: 'button',
      value: { text: '立即了解', action: { type: 1, pageName: 'coupons' } },
      children: [],
    },
  ],
};

interface Sent {
  method: string;
  path: string;
  body: unknown;
}

/** The admin API of page p1, live as v1 until 2026-11-30 23:59 China time; what was sent. */
function serve(): Sent[] {
  const sent: Sent[] = [];
  let stored: unknown = draft;
  let revision = 1;
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
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : null;
      sent.push({ method, path, body });
      if (path === '/pages/p1' && method === 'PUT') {
        stored = body;
        revision += 1;
        return answer({ code: 'p1', revision, updated_by: 'li.na', updated_at: '' });
      }
      if (path === '/pages/p1') {
        return answer({ draft: stored, revision, live_version: 1, updated_by: null });
      }
      if (path === '/pages/p1/versions') {
        return answer({
          versions: [
            {
              version: 1,
              published_at: '2026-11-20T02:00:00.000Z',
              published_by: 'li.na',
              starts_at: null,
              ends_at: '2099-11-30T15:59:00.000Z',
              current: true,
            },
          ],
        });
      }
      if (path === '/pages/p1/publish') {
        return answer({ version: 2, starts_at: null, ends_at: '2099-11-30T15:59:00.000Z' });
      }
      return answer({ items: [], links: [] });
    }),
  );
  return sent;
}

/** The field of the page settings named `name` (`after_end.message`), in each copy Puck draws. */
const fields = (name: string) => [
  ...document.querySelectorAll<HTMLElement>(`[data-field="${name}"]`),
];

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('what visitors see after the end', () => {
  it(
    'is edited in the page settings, checked live like the page, saved with the draft, and named by the publish dialog',
    { timeout: 120_000 },
    async () => {
      const sent = serve();
      await openPageEditor();
      // 保本, 保收益 and 稳赚: each a forbidden phrase of the notice.
      fireEvent.click(await screen.findByText('合规检查 (3 错误)'));
      const panel = await dialogShowing('含有禁用词「保本」');
      fireEvent.click(within(panel).getByText('含有禁用词「保本」'));
      // The page settings open on the notice, its field focused, the problem under it.
      const box = await waitFor(() => {
        const focused = document.activeElement?.closest<HTMLElement>('[data-field]');
        expect(focused?.getAttribute('data-field')).toBe('after_end.message');
        return focused!;
      });
      expect(within(box).getByText('含有禁用词「保本」')).toBeTruthy();

      fireEvent.change(document.activeElement!, { target: { value: '感谢关注，敬请期待下一期' } });
      await screen.findByText('合规检查 ✓');
      clickButton('保存草稿 *');
      await waitFor(() => expect(sent.some((r) => r.method === 'PUT')).toBe(true));
      const saved = sent.find((r) => r.method === 'PUT')!.body as Record<string, unknown>;
      expect(saved.after_end).toEqual({
        kind: 'notice',
        message: '感谢关注，敬请期待下一期',
        link_text: '',
        link_url: '',
      });

      // The dialog opens on the page's end and says what the draft shows after it.
      clickButton('发布');
      const dialog = await dialogShowing('结束后访客看到');
      await waitFor(() =>
        expect(
          within(dialog).getByText(
            '11月30日 23:59 结束后，访客看到结束页：“感谢关注，敬请期待下一期”。',
          ),
        ).toBeTruthy(),
      );
      await waitFor(() => expect(button('发布', dialog)?.disabled).toBe(false));
      clickButton('发布', dialog);
      await waitFor(() => expect(sent.some((r) => r.path === '/pages/p1/publish')).toBe(true));
      // A plain 发布 names no schedule (the page keeps its end) and never carries the notice.
      expect(sent.find((r) => r.path === '/pages/p1/publish')!.body).toEqual({});
    },
  );

  it(
    'is a choice of another page to send visitors to, or the default ended page when left blank',
    { timeout: 120_000 },
    async () => {
      const sent = serve();
      await openPageEditor();
      await waitFor(() => expect(fields('after_end.message')).not.toEqual([]));
      for (const box of fields('after_end.message')) {
        fireEvent.change(box.querySelector('textarea')!, { target: { value: '' } });
      }
      await waitFor(() => expect(button('保存草稿 *')).not.toBeNull());
      clickButton('保存草稿 *');
      await waitFor(() => expect(sent.some((r) => r.method === 'PUT')).toBe(true));
      // Nothing written: the page file holds no choice, and visitors get the default notice.
      expect(sent.find((r) => r.method === 'PUT')!.body).not.toHaveProperty('after_end');

      for (const box of fields('after_end')) {
        fireEvent.click(within(box).getByLabelText('跳转到其他页面'));
      }
      // A redirect needs its page: the draft says so where the choice is made.
      await waitFor(() =>
        expect(
          fields('after_end.url').some((box) =>
            box.textContent?.includes('请选择结束后跳转的页面'),
          ),
        ).toBe(true),
      );
    },
  );
});
