import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { BlockValueMap } from '@h5-page/schema/block-value-schemas';
import { RuntimeProvider } from '../runtime.ts';
import type { BlockRuntime } from '../runtime.ts';
import { createFakeRuntime } from '#test/fake-runtime.ts';
import RetainPopup, {
  DEFAULT_BUTTON2_TEXT,
  RETAIN_EXIT_MS,
  RETAIN_HISTORY_KEY,
} from './retainPopup.tsx';
import { retainPopupDefinition } from './index.ts';
import { expectValidDefinition } from '#test/check-definition.ts';
import { hydrateHtml } from '#test/hydrate-html.ts';

const value: BlockValueMap['retainPopup'] = {
  image: '/seed-assets/demo.svg',
  title: '新春礼包还没领，确定离开吗？',
  sub_title: '投顾策略 5 折券仅限活动期间领取',
  button1_text: '立即领取',
  button1_url: 'https://www.example.com/gift',
  button2_text: '残忍离开',
};

function element(runtime: BlockRuntime, v: BlockValueMap['retainPopup']) {
  return (
    <RuntimeProvider value={runtime}>
      <RetainPopup value={v} children={[]} path="page_schema[9]" />
    </RuntimeProvider>
  );
}

function show(runtime: BlockRuntime, v: BlockValueMap['retainPopup'] = value) {
  return render(element(runtime, v));
}

/** The visitor presses back: the browser pops the entry the popup pushed. */
function pressBack() {
  act(() => {
    window.history.replaceState({ key: 'router' }, '');
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  });
}

beforeEach(() => {
  window.history.replaceState({ key: 'router', idx: 0 }, '');
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.documentElement.style.overflow = '';
  document.body.style.overflow = '';
});

describe('retainPopup block (trigger leave, the default)', () => {
  it('is hidden at first and pushes one history entry (keeping the router state) on mount', () => {
    const push = vi.spyOn(window.history, 'pushState');
    const { container } = show(createFakeRuntime());
    expect(container.innerHTML).toBe('');
    expect(push).toHaveBeenCalledTimes(1);
    expect(push.mock.calls[0]![0]).toEqual({ key: 'router', idx: 0, [RETAIN_HISTORY_KEY]: true });
    expect(window.history.state[RETAIN_HISTORY_KEY]).toBe(true);
  });

  it('does not push again when the current entry is already its own (reload, remount)', () => {
    window.history.replaceState({ [RETAIN_HISTORY_KEY]: true }, '');
    const push = vi.spyOn(window.history, 'pushState');
    show(createFakeRuntime());
    expect(push).not.toHaveBeenCalled();
  });

  it('shows when the visitor goes back, with its image, title, sub title and buttons', () => {
    const { container } = show(createFakeRuntime());
    pressBack();
    const dialog = screen.getByRole('alertdialog', { name: value.title });
    expect(dialog.querySelector('img')?.getAttribute('src')).toBe('/seed-assets/demo.svg');
    expect(screen.getByText(value.sub_title!)).toBeTruthy();
    const buttons = screen.getAllByRole('button').map((b) => b.textContent);
    expect(buttons).toEqual(['立即领取', '残忍离开']);
    expect(container.querySelector('.h5-retain-popup-entering')).not.toBeNull();
  });

  it('ignores popstate events that land on its own entry (forward again)', () => {
    show(createFakeRuntime());
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    });
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('stays visible until its second button closes it: the mask and the first button do not', () => {
    vi.useFakeTimers();
    const runtime = createFakeRuntime();
    const { container } = show(runtime);
    pressBack();
    fireEvent.click(container.querySelector('.h5-retain-popup-mask')!);
    fireEvent.click(screen.getByRole('button', { name: '立即领取' }));
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByRole('alertdialog')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '残忍离开' }));
    expect(container.querySelector('.h5-retain-popup-leaving')).not.toBeNull();
    act(() => vi.advanceTimersByTime(RETAIN_EXIT_MS));
    expect(container.innerHTML).toBe('');
  });

  it('shows once: the next back press leaves the page', () => {
    vi.useFakeTimers();
    const { container } = show(createFakeRuntime());
    pressBack();
    fireEvent.click(screen.getByRole('button', { name: '残忍离开' }));
    act(() => vi.advanceTimersByTime(RETAIN_EXIT_MS));
    pressBack();
    act(() => vi.advanceTimersByTime(RETAIN_EXIT_MS));
    expect(container.innerHTML).toBe('');
  });

  it('sends the first button to button1_url through runtime.env.openUrl, and tracks both buttons', () => {
    const runtime = createFakeRuntime();
    show(runtime);
    pressBack();
    fireEvent.click(screen.getByRole('button', { name: '立即领取' }));
    expect(runtime.env.openUrl).toHaveBeenCalledWith('https://www.example.com/gift');
    expect(runtime.tracker.click).toHaveBeenCalledWith('立即领取', {
      block: 'retainPopup',
      path: 'page_schema[9]',
    });
    fireEvent.click(screen.getByRole('button', { name: '残忍离开' }));
    expect(runtime.tracker.click).toHaveBeenLastCalledWith('残忍离开', {
      block: 'retainPopup',
      path: 'page_schema[9]',
    });
  });

  it('has no first button without its text, and always a second one (default text)', () => {
    show(createFakeRuntime(), { title: '确定离开吗' });
    pressBack();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([DEFAULT_BUTTON2_TEXT]);
  });

  it('locks the page scroll while visible', () => {
    show(createFakeRuntime());
    expect(document.body.style.overflow).toBe('');
    pressBack();
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.click(screen.getByRole('button', { name: '残忍离开' }));
    expect(document.body.style.overflow).toBe('');
  });

  it('stops listening when unmounted', () => {
    const { unmount } = show(createFakeRuntime());
    const remove = vi.spyOn(window, 'removeEventListener');
    unmount();
    expect(remove).toHaveBeenCalledWith('popstate', expect.any(Function));
  });
});

describe('retainPopup block (trigger load)', () => {
  it('shows as soon as the page has loaded, without touching history', () => {
    const push = vi.spyOn(window.history, 'pushState');
    show(createFakeRuntime(), { ...value, trigger: 'load' });
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    expect(push).not.toHaveBeenCalled();
  });
});

describe('retainPopup server render', () => {
  it('renders nothing on the server (either trigger) and hydrates without a mismatch', async () => {
    const runtime = createFakeRuntime();
    const v = { ...value, trigger: 'load' as const };
    expect(renderToString(element(runtime, value))).toBe('');
    const html = renderToString(element(runtime, v));
    expect(html).toBe('');

    const { container, errors, spy, unmount } = await hydrateHtml(html, element(runtime, v));
    expect(errors).not.toHaveBeenCalled();
    expect(spy).not.toHaveBeenCalled();
    // After hydration the 'load' popup shows.
    expect(container.querySelector('.h5-retain-popup')).not.toBeNull();
    unmount();
  });
});

describe('retainPopup definition', () => {
  it('has a valid default value and demo blocks (local images only)', () => {
    expectValidDefinition(retainPopupDefinition);
  });
});
