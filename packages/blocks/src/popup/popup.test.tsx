import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { Block } from '@h5-page/schema/page';
import type { BlockValueMap } from '@h5-page/schema/block-value-schemas';
import { RuntimeProvider } from '../runtime.ts';
import type { BlockRuntime } from '../runtime.ts';
import { createFakeRuntime } from '#test/fake-runtime.ts';
import Popup, { POPUP_EXIT_MS } from './popup.tsx';
import { lockBodyScroll } from '../shared/scroll-lock.ts';
import { popupDefinition } from './index.ts';
import { expectValidDefinition } from '#test/check-definition.ts';
import { hydrateHtml } from '#test/hydrate-html.ts';
import { API_PATHS } from '@h5-page/schema/constants';
import { prepareBlocks } from '../registry.ts';

// Its content's code has come, as it has on a page by the time a visitor opens it: the popup
// then opens at once (waiting for it is tested below).
beforeAll(() => prepareBlocks(content));

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.documentElement.style.overflow = '';
  document.body.style.overflow = '';
});

const content: Block[] = [{ name: 'empty', value: { height: 120 }, children: [] }];

function element(
  runtime: BlockRuntime,
  value: BlockValueMap['popup'],
  children: Block[] = content,
) {
  return (
    <RuntimeProvider value={runtime}>
      <Popup value={value} children={children} path="page_schema[4]" />
    </RuntimeProvider>
  );
}

function show(
  runtime: BlockRuntime,
  value: BlockValueMap['popup'] = { id: 'gift', position: 'center' },
) {
  return render(element(runtime, value));
}

describe('popup block', () => {
  it('is hidden at creation: nothing rendered, nothing in the layout', () => {
    const { container } = show(createFakeRuntime());
    expect(container.innerHTML).toBe('');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens by its id through runtime.popups and shows its children as content', async () => {
    const runtime = createFakeRuntime();
    const { container } = show(runtime);
    act(() => runtime.popups.open('gift'));
    const dialog = screen.getByRole('dialog');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    await vi.waitFor(() => expect(dialog.querySelector('.h5-empty')).not.toBeNull());
    expect(container.querySelector('[data-popup-id="gift"]')).not.toBeNull();
  });

  it('asked for before its content’s code has come, opens once it has: never an empty panel', async () => {
    const runtime = createFakeRuntime();
    const notYet: Block[] = [{ name: 'marquee', value: {}, children: [] }];
    render(element(runtime, { id: 'rules', position: 'bottom' }, notYet));
    act(() => runtime.popups.open('rules'));
    expect(screen.queryByRole('dialog')).toBeNull();
    const dialog = await screen.findByRole('dialog');
    // The content is there in the commit that shows the panel.
    expect(dialog.querySelector('.h5-marquee')).not.toBeNull();
  });

  it('waits for what its content needs to render too: a rich text shows with the panel', async () => {
    const runtime = createFakeRuntime();
    const rules: Block[] = [
      { name: 'text', value: { html: '<p>活动规则：每位用户限领一次</p>' }, children: [] },
    ];
    render(element(runtime, { id: 'rules', position: 'bottom' }, rules));
    act(() => runtime.popups.open('rules'));
    expect(screen.queryByRole('dialog')).toBeNull();
    const dialog = await screen.findByRole('dialog');
    expect(dialog.querySelector('.h5-text')?.textContent).toBe('活动规则：每位用户限领一次');
  });

  it('compares ids as strings: a numeric id opens with the string a type-3 action carries', () => {
    const runtime = createFakeRuntime();
    show(runtime, { id: 12, position: 'center' });
    act(() => runtime.popups.open('12'));
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('opens only the popup whose id was asked for', () => {
    const runtime = createFakeRuntime();
    render(
      <RuntimeProvider value={runtime}>
        <Popup value={{ id: 'a', position: 'center' }} children={content} path="page_schema[0]" />
        <Popup value={{ id: 'b', position: 'bottom' }} children={content} path="page_schema[1]" />
      </RuntimeProvider>,
    );
    act(() => runtime.popups.open('b'));
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(
      document.querySelector('[data-popup-id="b"]')?.classList.contains('h5-popup-bottom'),
    ).toBe(true);
  });

  it('closes by its close icon: it leaves with an animation, then unmounts', () => {
    vi.useFakeTimers();
    const runtime = createFakeRuntime();
    const { container } = show(runtime);
    act(() => runtime.popups.open('gift'));
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(runtime.popups.close).toHaveBeenCalledWith('gift');
    const root = container.querySelector('.h5-popup')!;
    expect(root.classList.contains('h5-popup-leaving')).toBe(true);
    act(() => vi.advanceTimersByTime(POPUP_EXIT_MS - 1));
    expect(container.querySelector('.h5-popup')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(container.innerHTML).toBe('');
  });

  it('closes when the mask is pressed or Escape is typed', () => {
    const runtime = createFakeRuntime();
    const { container } = show(runtime);
    act(() => runtime.popups.open('gift'));
    fireEvent.click(container.querySelector('.h5-popup-mask')!);
    expect(runtime.popups.close).toHaveBeenCalledTimes(1);
    act(() => runtime.popups.open('gift'));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(runtime.popups.close).toHaveBeenCalledTimes(2);
  });

  it('does not close when its content is pressed', async () => {
    const runtime = createFakeRuntime();
    show(runtime);
    act(() => runtime.popups.open('gift'));
    const dialog = screen.getByRole('dialog');
    await vi.waitFor(() => expect(dialog.querySelector('.h5-empty')).not.toBeNull());
    fireEvent.click(dialog.querySelector('.h5-empty')!);
    expect(runtime.popups.close).not.toHaveBeenCalled();
  });

  it.each(['center', 'left', 'right', 'top', 'bottom'] as const)(
    'takes position %s',
    (position) => {
      const runtime = createFakeRuntime();
      const { container } = show(runtime, { id: 'gift', position });
      act(() => runtime.popups.open('gift'));
      expect(container.querySelector('.h5-popup')!.classList.contains(`h5-popup-${position}`)).toBe(
        true,
      );
    },
  );

  it('falls back to the centre for an unknown position', () => {
    const runtime = createFakeRuntime();
    const { container } = show(runtime, { id: 'gift', position: 'middle' as 'center' });
    act(() => runtime.popups.open('gift'));
    expect(container.querySelector('.h5-popup')!.classList.contains('h5-popup-center')).toBe(true);
  });

  it('locks the page scroll while open and gives it back when closed', () => {
    const runtime = createFakeRuntime();
    document.body.style.overflow = 'scroll';
    show(runtime);
    expect(document.body.style.overflow).toBe('scroll');
    act(() => runtime.popups.open('gift'));
    expect(document.body.style.overflow).toBe('hidden');
    expect(document.documentElement.style.overflow).toBe('hidden');
    act(() => runtime.popups.close('gift'));
    expect(document.body.style.overflow).toBe('scroll');
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('moves focus into the dialog when it opens and back when it closes', () => {
    const runtime = createFakeRuntime();
    const opener = document.createElement('button');
    document.body.appendChild(opener);
    opener.focus();
    show(runtime);
    act(() => runtime.popups.open('gift'));
    expect(document.activeElement).toBe(screen.getByRole('dialog'));
    act(() => runtime.popups.close('gift'));
    expect(document.activeElement).toBe(opener);
    opener.remove();
  });

  it('renders nothing on the server and hydrates without a mismatch, then opens', async () => {
    const runtime = createFakeRuntime();
    const html = renderToString(element(runtime, { id: 'gift', position: 'bottom' }));
    expect(html).toBe('');

    const hydrated = await hydrateHtml(html, element(runtime, { id: 'gift', position: 'bottom' }));
    const { container, errors, spy, unmount } = hydrated;
    expect(errors).not.toHaveBeenCalled();
    expect(spy).not.toHaveBeenCalled();
    act(() => runtime.popups.open('gift'));
    expect(container.querySelector('.h5-popup-bottom')).not.toBeNull();
    unmount();
  });
});

describe('lockBodyScroll', () => {
  it('nests: the page scrolls again only when every lock is released (twice-released is a no-op)', () => {
    const first = lockBodyScroll();
    const second = lockBodyScroll();
    first();
    first();
    expect(document.body.style.overflow).toBe('hidden');
    second();
    expect(document.body.style.overflow).toBe('');
  });
});

describe('popup definition', () => {
  it('has a valid default value and demo blocks (local images only)', () => {
    expectValidDefinition(popupDefinition);
  });

  it('the demo gift popup gives a signed-in visitor the claim, not 登录后即可领取', async () => {
    const gift = popupDefinition.demo.find((block) => block.name === 'popup')!;
    const runtime = createFakeRuntime({ auth: { token: vi.fn(() => 'signed-in') } });
    runtime.api.get = vi.fn(async () => ({
      name: '9 月投顾服务满减券',
      amount_cents: 10000,
      min_spend_cents: 50000,
      scope: '投顾服务',
      left: 20,
      valid_days: 30,
      received: false,
    })) as BlockRuntime['api']['get'];
    runtime.api.post = vi.fn(async () => ({ ok: true })) as BlockRuntime['api']['post'];
    await prepareBlocks(gift.children);
    render(
      <RuntimeProvider value={runtime}>
        <Popup
          value={gift.value as BlockValueMap['popup']}
          children={gift.children}
          path="page_schema[40]"
        />
      </RuntimeProvider>,
    );
    act(() => runtime.popups.open(String(gift.value.id)));
    const dialog = screen.getByRole('dialog');
    const claim = await vi.waitFor(() => {
      const button = Array.from(dialog.querySelectorAll('button')).find(
        (b) => b.textContent === '立即领取',
      );
      expect(button?.disabled).toBe(false);
      return button!;
    });
    expect(dialog.textContent).not.toContain('登录后即可领取');
    fireEvent.click(claim);
    await vi.waitFor(() =>
      expect(runtime.api.post).toHaveBeenCalledWith(
        API_PATHS.COUPON_GIVE,
        { batch: 'coupon202409' },
        { needToken: true },
      ),
    );
    expect(runtime.env.login).not.toHaveBeenCalled();
  });
});
