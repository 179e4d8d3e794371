import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Mock } from 'vitest';
import { act, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { BlockValueMap } from '@h5-page/schema/block-value-schemas';
import { NOTICE_SWIPE_INTERVAL_MS } from '@h5-page/schema/constants';
import { RuntimeProvider } from '../runtime.ts';
import type { BlockRuntime, RuntimeApi } from '../runtime.ts';
import { createFakeRuntime } from '#test/fake-runtime.ts';
import { validateDefinitionPage } from '#test/validate-definition-page.ts';
import { noticeDefinition } from './index.ts';
import { terminalType } from '@h5-page/schema/terminal-type';
import Notice, { NOTICE_SLIDE_MS } from './notice.tsx';
import { noticeItems } from './notice-items.ts';

type Value = BlockValueMap['notice'];
type Call = (path: string, payload?: unknown, options?: unknown) => Promise<unknown>;
type Get = RuntimeApi['get'] & Mock<Call>;

const answering = (answer: () => Promise<unknown>) => vi.fn<Call>(answer) as unknown as Get;

afterEach(() => {
  vi.useRealTimers();
});

function show(value: Value, runtime: BlockRuntime) {
  return render(
    <RuntimeProvider value={runtime}>
      <Notice value={value} children={[]} path="page_schema[1]" />
    </RuntimeProvider>,
  );
}

const USERS = {
  id: '1',
  list: [
    { avatar: '/a1.svg', text: '138****6621 刚刚领取了新春礼包' },
    { avatar: '/a2.svg', text: '186****0937 刚刚预约了名师直播课' },
    { avatar: '/a3.svg', text: '135****4410 刚刚开通了投顾策略' },
  ],
};

/** The line showing: the one not hidden from assistive technology. */
const shownText = (container: HTMLElement) =>
  [...container.querySelectorAll('.h5-notice-item')]
    .filter((li) => li.getAttribute('aria-hidden') !== 'true')
    .map((li) => li.textContent);

const offset = (container: HTMLElement) =>
  container.querySelector<HTMLElement>('.h5-notice-track')!.style.transform;

describe('notice ticker', () => {
  it('loads the virtual users of its id (id, terminal_type, is_preview), quietly', async () => {
    vi.useFakeTimers();
    const get = answering(async () => USERS);
    const runtime = createFakeRuntime({ api: { get }, page: { preview: true } });
    const { container } = show({ id: 1 }, runtime);
    await act(async () => {});
    expect(get).toHaveBeenCalledWith(
      '/n8sf/api/activity/v1/activity-virtual-user/detail',
      { id: '1', terminal_type: 2, is_preview: 1 },
      { quiet: true },
    );
    expect(shownText(container)).toEqual(['138****6621 刚刚领取了新春礼包']);
    expect(container.querySelector('img')!.getAttribute('src')).toBe('/a1.svg');
  });

  it('slides to the next line every 4000 ms, and round again after the last', async () => {
    vi.useFakeTimers();
    const runtime = createFakeRuntime({ api: { get: answering(async () => USERS) } });
    const { container } = show({ id: '1' }, runtime);
    await act(async () => {});
    expect(offset(container)).toBe('translateY(-0%)');
    act(() => vi.advanceTimersByTime(NOTICE_SWIPE_INTERVAL_MS - 1));
    expect(shownText(container)).toEqual(['138****6621 刚刚领取了新春礼包']);
    act(() => vi.advanceTimersByTime(1));
    expect(shownText(container)).toEqual(['186****0937 刚刚预约了名师直播课']);
    expect(offset(container)).toBe('translateY(-25%)');
    act(() => vi.advanceTimersByTime(NOTICE_SWIPE_INTERVAL_MS));
    expect(shownText(container)).toEqual(['135****4410 刚刚开通了投顾策略']);
    // The fourth slide shows the copy of the first line, then jumps back to the real one.
    act(() => vi.advanceTimersByTime(NOTICE_SWIPE_INTERVAL_MS));
    expect(shownText(container)).toEqual(['138****6621 刚刚领取了新春礼包']);
    expect(offset(container)).toBe('translateY(-75%)');
    act(() => vi.advanceTimersByTime(NOTICE_SLIDE_MS));
    expect(offset(container)).toBe('translateY(-0%)');
    expect(container.querySelector('.h5-notice-instant')).not.toBeNull();
    act(() => vi.advanceTimersByTime(NOTICE_SWIPE_INTERVAL_MS - NOTICE_SLIDE_MS));
    expect(shownText(container)).toEqual(['186****0937 刚刚预约了名师直播课']);
    expect(container.querySelector('.h5-notice-instant')).toBeNull();
  });

  it('shows its own list until the loaded lines come, and instead of them when the call fails', async () => {
    vi.useFakeTimers();
    let fail!: (error: Error) => void;
    const get = answering(() => new Promise((_resolve, reject) => (fail = reject)));
    const runtime = createFakeRuntime({ api: { get } });
    const { container } = show(
      { id: 'x', list: [{ avatar: '/own.svg', text: '自带播报' }, { text: '  ' }] },
      runtime,
    );
    expect(shownText(container)).toEqual(['自带播报']);
    await act(async () => fail(new Error('播报数据不存在')));
    expect(shownText(container)).toEqual(['自带播报']);
    // One line: nothing to tick.
    act(() => vi.advanceTimersByTime(NOTICE_SWIPE_INTERVAL_MS * 2));
    expect(offset(container)).toBe('translateY(-0%)');
    expect(runtime.toast).not.toHaveBeenCalled();
  });

  it('with nothing to show it keeps its place while loading, and goes when the call fails', async () => {
    let fail!: (error: Error) => void;
    const get = answering(() => new Promise((_resolve, reject) => (fail = reject)));
    const { container } = show({ id: 'x' }, createFakeRuntime({ api: { get } }));
    expect(container.querySelector('.h5-notice-empty')).not.toBeNull();
    await act(async () => fail(new Error('x')));
    expect(container.innerHTML).toBe('');
  });

  it('renders its list on the server, asking nothing', () => {
    const runtime = createFakeRuntime();
    const html = renderToString(
      <RuntimeProvider value={runtime}>
        <Notice
          value={{ id: 1, list: [{ avatar: '/a.svg', text: '新春礼包已领' }] }}
          children={[]}
          path="p"
        />
      </RuntimeProvider>,
    );
    expect(html).toContain('<span class="h5-notice-text">新春礼包已领</span>');
    expect(html).toContain('src="/a.svg"');
    expect(runtime.api.get).not.toHaveBeenCalled();
  });

  it('reads items defensively, and the terminal type like the page call', () => {
    expect(noticeItems({ list: [{ avatar: 7, text: ' a ' }, { text: 1 }, null] })).toEqual([
      { avatar: '', text: 'a' },
    ]);
    expect(noticeItems([{ text: 'b' }])).toEqual([{ avatar: '', text: 'b' }]);
    expect(noticeItems('x')).toEqual([]);
    expect(terminalType({ isApp: true, isMobile: true })).toBe(1);
    expect(terminalType({ isApp: false, isMobile: false })).toBe(3);
  });

  it('its demo is valid page content with local images', () => {
    const result = validateDefinitionPage(noticeDefinition);
    expect(result.ok && result.warnings).toEqual([]);
    expect(JSON.stringify(noticeDefinition.demo)).not.toMatch(/https?:/);
  });
});
