import '#test/jsdom-layout.ts';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { PageEditor } from './page-editor.tsx';

const pastCountdown = {
  name: 'countdown',
  value: {
    type: 1,
    name: '距结束',
    endTime: Date.parse('2020-01-01T08:00:00+08:00'),
    character: 5,
  },
  children: [],
};

const draft = {
  code: 'p1',
  title: '双十一',
  meta: { keywords: '', description: '' },
  background: '',
  is_auto_fit: 0,
  extra: {},
  page_schema: [
    { name: 'image', value: { url: '/a.png' }, children: [] },
    {
      name: 'button',
      value: { text: '立即领取', background: 'reddish', width: 600 },
      children: [],
    },
  ],
};

function serve(page: object = draft) {
  const saved: unknown[] = [];
  globalThis.fetch = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
    if (init?.method === 'PUT') saved.push(JSON.parse(String(init.body)));
    const response = { draft: page, live_version: null, revision: 1 };
    return new Response(JSON.stringify({ code: 1, msg: 'success', response }), {
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
  return saved;
}

describe('problems on the canvas', () => {
  it(
    'the badge names each problem in the marketer’s words and leads to its field',
    { timeout: 180_000 },
    async () => {
      const saved = serve();
      render(
        <App>
          <PageEditor code="p1" onBack={() => {}} onStats={() => {}} />
        </App>,
      );
      // Puck keeps its layout invisible until its canvas frame has loaded, which jsdom never does.
      const badge = (await screen.findByText('1 处需修改')).closest('button')!;
      fireEvent.mouseEnter(badge);
      expect(
        await screen.findByText('第 2 个组件 · 按钮 › 背景色：应为 CSS 颜色，例如 #ff0000'),
      ).toBeTruthy();

      fireEvent.click(badge);
      // The button is selected: its fields show, and the colour's input has the focus.
      const box = await waitFor(() => {
        const field = document.activeElement?.closest<HTMLElement>('[data-field]');
        expect(field?.getAttribute('data-field')).toBe('value.background');
        return field!;
      });
      expect(within(box).getByText('应为 CSS 颜色，例如 #ff0000')).toBeTruthy();

      // Emptied, the colour is absent: nothing is wrong, and the saved draft has no such key.
      fireEvent.change(document.activeElement!, { target: { value: '' } });
      await waitFor(() => expect(screen.queryByText(/处需修改/)).toBeNull());
      // So is an emptied number (the width falls back to the button's default). Puck applies a
      // field's change a moment later and then redraws every copy of its panel (one per layout),
      // so the untouched copy reading empty is the sign that the page's data has it.
      const widths = [
        ...document.querySelectorAll<HTMLInputElement>('[data-field="value.width"] input'),
      ];
      expect(widths.map((width) => width.value)).toEqual(['600', '600']);
      const [width, other] = widths as [HTMLInputElement, HTMLInputElement];
      width.focus();
      fireEvent.change(width, { target: { value: '' } });
      width.blur();
      await waitFor(() => expect(other.value).toBe(''));
      fireEvent.click(screen.getByText(/保存草稿/).closest('button')!);
      await waitFor(() => expect(saved.length).toBeGreaterThan(0));
      const button = (saved.at(-1) as typeof draft).page_schema[1]!;
      expect(button.value).toEqual({ text: '立即领取' });
    },
  );

  it(
    'a countdown ending in the past is a warning at its time field, which does not stop a save',
    { timeout: 180_000 },
    async () => {
      const saved = serve({ ...draft, page_schema: [pastCountdown] });
      render(
        <App>
          <PageEditor code="p1" onBack={() => {}} onStats={() => {}} />
        </App>,
      );
      const badge = (await screen.findByText('1 处需修改')).closest('button')!;
      fireEvent.click(badge);
      const box = await waitFor(() => {
        const field = document.activeElement?.closest<HTMLElement>('[data-field]');
        expect(field?.getAttribute('data-field')).toBe('value.character');
        return field!;
      });
      // The time shows as a China date, with the warning beside it.
      const time = [...document.querySelectorAll<HTMLElement>('[data-field="value.endTime"]')];
      expect(time.map((f) => f.querySelector('input')?.value)).toContain('2020-01-01 08:00');
      expect(time[0]!.textContent).toContain('结束时间已过，访客看到的倒计时全为 0');
      fireEvent.change(box.querySelector('input')!, { target: { value: '' } });
      await waitFor(() => expect(screen.queryByText(/处需修改/)).toBeNull());
      fireEvent.click(screen.getByText(/保存草稿/).closest('button')!);
      await waitFor(() => expect(saved.length).toBeGreaterThan(0));
      const countdown = (saved.at(-1) as { page_schema: (typeof pastCountdown)[] }).page_schema[0]!;
      expect(countdown.value).toEqual({
        type: 1,
        name: '距结束',
        endTime: Date.parse('2020-01-01T08:00:00+08:00'),
      });
    },
  );
});
