import '#test/jsdom-layout.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { PageEditor } from './page-editor.tsx';
import { blockRegistry } from '@h5-page/blocks/registry';
import { stubTickerLayout } from '#test/stub-ticker-layout.ts';

const basePage = {
  code: 'p1',
  title: '基金专题',
  meta: { keywords: '', description: '' },
  background: '',
  is_auto_fit: 0,
  extra: {},
};
const draft = {
  ...basePage,
  page_schema: [
    { name: 'button', value: { text: '保 本理财' }, children: [] },
    { name: 'productCard', value: { topic: 'jjfz' }, children: [] },
  ],
};

/** The admin API: the draft, and the phrase list the admins keep (理财 a warning, 保本 removed). */
function serve(page: object = draft) {
  globalThis.fetch = vi.fn(async (url: string | URL | Request) => {
    const response = String(url).endsWith('/compliance/phrases')
      ? {
          phrases: [{ phrase: '理财', level: 'warning' }],
          updated_at: null,
          updated_by: 'admin',
          allow_hosts: [],
        }
      : { draft: page, live_version: null, revision: 1 };
    return new Response(JSON.stringify({ code: 1, msg: 'success', response }), {
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
}

describe('compliance checks on the canvas', () => {
  it(
    'counts the live checks with the admins’ list, lists them, and leads to the field',
    { timeout: 180_000 },
    async () => {
      serve();
      render(
        <App>
          <PageEditor code="p1" onBack={() => {}} onStats={() => {}} />
        </App>,
      );
      // The server's list (理财 a warning) beside the rule packs, which flag 保本 whatever the
      // admins removed, and the missing footer.
      const button = await screen.findByText('合规检查 (2 错误 · 1 提醒)');
      fireEvent.click(button);
      const panel = (await screen.findByText('含有慎用词「理财」，请确认表述合规')).closest(
        '.ant-drawer',
      ) as HTMLElement;
      expect(within(panel).getByText('风险提示')).toBeTruthy();
      expect(
        within(panel).getByText(
          '页面含有产品/支付/留资类组件（产品卡片），须在页面中显示「版权及风险提示」组件并打开风险提示',
        ),
      ).toBeTruthy();

      fireEvent.click(within(panel).getByText('含有慎用词「理财」，请确认表述合规'));
      // The button is selected and its text field has the focus, with the problem under it.
      const box = await waitFor(() => {
        const field = document.activeElement?.closest<HTMLElement>('[data-field]');
        expect(field?.getAttribute('data-field')).toBe('value.text');
        return field!;
      });
      const shown = within(box).getByText('含有慎用词「理财」，请确认表述合规');
      expect(shown.className).toContain('field-compliance--warning');
      expect(within(shown).getByText('禁用词')).toBeTruthy();

      // Fixed in place, the count follows at once.
      fireEvent.change(document.activeElement!, { target: { value: '立即了解' } });
      await screen.findByText('合规检查 (1 错误)');
    },
  );
});

describe('text a phone would cut off', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it(
    'is measured on the canvas at phone widths, and warned of at its field',
    { timeout: 180_000 },
    async () => {
      stubTickerLayout();
      // The block's code first, as the canvas showing it has loaded it: loading it here while
      // the builder renders its first screen takes jsdom many seconds.
      await blockRegistry.notice!.component.preload();
      const long = '恭喜尾号8826的用户领取了新春开户礼包';
      serve({
        ...basePage,
        page_schema: [
          {
            name: 'notice',
            value: { list: [{ avatar: '', text: long }] },
            children: [],
          },
          { name: 'button', value: { text: '立即领取' }, children: [] },
        ],
      });
      render(
        <App>
          <PageEditor code="p1" onBack={() => {}} onStats={() => {}} />
        </App>,
      );
      fireEvent.click(await screen.findByText('合规检查 (1 提醒)'));
      const message = '在 320、375 px 宽的手机上显示不全，超出的文字会被截去：请缩短';
      const panel = (await screen.findByText(message)).closest('.ant-drawer') as HTMLElement;
      expect(within(panel).getByText('文字被截断')).toBeTruthy();
      expect(within(panel).getByText(/第 1 个组件 · 播报/)).toBeTruthy();
    },
  );
});
