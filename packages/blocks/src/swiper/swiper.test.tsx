import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { BlockValueMap } from '@h5-page/schema/block-value-schemas';
import { SWIPER_AUTOPLAY_MS } from '@h5-page/schema/constants';
import { RuntimeProvider } from '../runtime.ts';
import type { BlockRuntime } from '../runtime.ts';
import { createFakeRuntime } from '#test/fake-runtime.ts';
import { swiperDefinition } from './index.ts';
import { expectValidDefinition } from '#test/check-definition.ts';
import { hydrateHtml } from '#test/hydrate-html.ts';

/** A stand-in for Swiper's core: records what the block asks of it and lets tests emit events. */
const instances: FakeSwiper[] = [];
class FakeSwiper {
  el: HTMLElement;
  params: Record<string, unknown> & { on: Record<string, (swiper: FakeSwiper) => void> };
  realIndex = 0;
  destroyed = false;
  slideNext = vi.fn(() => this.go(this.realIndex + 1));
  slidePrev = vi.fn(() => this.go(this.realIndex - 1));
  slideToLoop = vi.fn((index: number) => this.go(index));
  destroy = vi.fn(() => {
    this.destroyed = true;
  });
  constructor(el: HTMLElement, params: FakeSwiper['params']) {
    this.el = el;
    this.params = params;
    instances.push(this);
  }
  private go(index: number) {
    const count = this.el.querySelectorAll('.swiper-slide').length;
    this.realIndex = (index + count) % count;
    this.emit('realIndexChange');
  }
  emit(name: string) {
    this.params.on[name]?.(this);
  }
}

vi.mock('swiper', () => ({ default: FakeSwiper, Swiper: FakeSwiper }));

const { default: SwiperBlock, loopSlides } = await import('./swiper.tsx');

const list: BlockValueMap['swiper']['list'] = [
  {
    url: '/seed-assets/demo.svg',
    alt: '新春理财节',
    action: { type: 7, atext: 'https://x.test/a' },
  },
  { url: '/seed-assets/slzf.svg', alt: '神龙战法训练营' },
  { url: '/seed-assets/jjfz.svg', alt: '基金赋智' },
];

const base: BlockValueMap['swiper'] = {
  type: 'normal',
  list,
  arrow: true,
  indicator: true,
  autoplay: true,
};

function element(runtime: BlockRuntime, value: BlockValueMap['swiper'], priority = false) {
  return (
    <RuntimeProvider value={runtime}>
      <SwiperBlock value={value} children={[]} path="page_schema[1]" priority={priority} />
    </RuntimeProvider>
  );
}

function show(value: BlockValueMap['swiper'] = base, runtime = createFakeRuntime()) {
  return { runtime, ...render(element(runtime, value)) };
}

beforeEach(() => {
  instances.length = 0;
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('swiper block', () => {
  it('starts Swiper on its slides after mount: loop, one per view, no spacing', () => {
    const { container } = show();
    expect(instances).toHaveLength(1);
    const swiper = instances[0]!;
    expect(swiper.el).toBe(container.querySelector('.swiper'));
    expect(swiper.params).toMatchObject({
      loop: true,
      slidesPerView: 1,
      centeredSlides: false,
      spaceBetween: 0,
    });
    expect(container.querySelectorAll('.swiper-slide')).toHaveLength(3);
    expect(container.querySelector('.h5-swiper-ready')).not.toBeNull();
  });

  it('autoplays every 3000 ms', () => {
    vi.useFakeTimers();
    show();
    const swiper = instances[0]!;
    act(() => vi.advanceTimersByTime(SWIPER_AUTOPLAY_MS - 1));
    expect(swiper.slideNext).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(swiper.slideNext).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(SWIPER_AUTOPLAY_MS));
    expect(swiper.slideNext).toHaveBeenCalledTimes(2);
  });

  it('does not autoplay without `autoplay`', () => {
    vi.useFakeTimers();
    show({ ...base, autoplay: false });
    act(() => vi.advanceTimersByTime(SWIPER_AUTOPLAY_MS * 3));
    expect(instances[0]!.slideNext).not.toHaveBeenCalled();
  });

  it('pauses autoplay while a finger is on it and resumes 3000 ms after the swipe ends', () => {
    vi.useFakeTimers();
    show();
    const swiper = instances[0]!;
    act(() => vi.advanceTimersByTime(2000));
    act(() => swiper.emit('touchStart'));
    act(() => vi.advanceTimersByTime(10_000));
    expect(swiper.slideNext).not.toHaveBeenCalled();
    act(() => swiper.emit('touchEnd'));
    act(() => vi.advanceTimersByTime(SWIPER_AUTOPLAY_MS - 1));
    expect(swiper.slideNext).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(swiper.slideNext).toHaveBeenCalledTimes(1);
  });

  it('moves by its arrows, and autoplay then waits a full 3000 ms before going on', () => {
    vi.useFakeTimers();
    show();
    const swiper = instances[0]!;
    act(() => vi.advanceTimersByTime(2500));
    fireEvent.click(screen.getByRole('button', { name: '下一张' }));
    expect(swiper.slideNext).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(2999));
    expect(swiper.slideNext).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(1));
    expect(swiper.slideNext).toHaveBeenCalledTimes(2);
    fireEvent.click(screen.getByRole('button', { name: '上一张' }));
    expect(swiper.slidePrev).toHaveBeenCalledTimes(1);
  });

  it('pauses while the mouse is over it (desktop), not for touch pointers', () => {
    vi.useFakeTimers();
    const { container } = show();
    const swiper = instances[0]!;
    const box = container.querySelector('.h5-swiper')!;
    const pointer = (type: string, pointerType: string) => {
      const event = new Event(type);
      Object.assign(event, { pointerType });
      box.dispatchEvent(event);
    };
    act(() => pointer('pointerenter', 'touch'));
    act(() => vi.advanceTimersByTime(SWIPER_AUTOPLAY_MS));
    expect(swiper.slideNext).toHaveBeenCalledTimes(1);
    act(() => pointer('pointerenter', 'mouse'));
    act(() => vi.advanceTimersByTime(SWIPER_AUTOPLAY_MS * 3));
    expect(swiper.slideNext).toHaveBeenCalledTimes(1);
    act(() => pointer('pointerleave', 'mouse'));
    act(() => vi.advanceTimersByTime(SWIPER_AUTOPLAY_MS));
    expect(swiper.slideNext).toHaveBeenCalledTimes(2);
  });

  it('shows a dot per slide, the current one active, and a dot press moves there', () => {
    show();
    const dots = screen.getAllByRole('button', { name: /^第 \d 张$/ });
    expect(dots).toHaveLength(3);
    expect(dots[0]!.getAttribute('aria-current')).toBe('true');
    fireEvent.click(dots[2]!);
    expect(instances[0]!.slideToLoop).toHaveBeenCalledWith(2, expect.any(Number));
    expect(screen.getByRole('button', { name: '第 3 张' }).getAttribute('aria-current')).toBe(
      'true',
    );
    expect(screen.getByRole('button', { name: '第 1 张' }).getAttribute('aria-current')).toBeNull();
  });

  it('has no arrows without `arrow` and no dots without `indicator`', () => {
    show({ ...base, arrow: false, indicator: false });
    expect(screen.queryByRole('button', { name: '下一张' })).toBeNull();
    expect(screen.queryByRole('button', { name: '第 1 张' })).toBeNull();
  });

  it('with one slide: no Swiper, no arrows, no dots, no autoplay', () => {
    vi.useFakeTimers();
    const { container } = show({ ...base, list: [list[0]!] });
    expect(instances).toHaveLength(0);
    expect(container.querySelectorAll('img')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: '下一张' })).toBeNull();
  });

  it('renders nothing without slides', () => {
    const { container } = show({ ...base, list: [] });
    expect(container.innerHTML).toBe('');
  });

  it('runs a slide action through the runtime when the slide is pressed', () => {
    const { runtime } = show();
    fireEvent.click(screen.getByRole('button', { name: '新春理财节' }));
    expect(runtime.actions.run).toHaveBeenCalledWith(
      { type: 7, atext: 'https://x.test/a' },
      { path: 'page_schema[1]', block: 'swiper' },
    );
  });

  it('sends a visitor without a token to login when the slide needs login', () => {
    const { runtime } = show({ ...base, list: [{ ...list[0]!, isNeedLogin: true }, list[1]!] });
    fireEvent.click(screen.getByRole('button', { name: '新春理财节' }));
    expect(runtime.env.login).toHaveBeenCalled();
    expect(runtime.actions.run).not.toHaveBeenCalled();
  });

  it('card mode: cardShowNum cards per view, centred, CARD_SWIPER_SPACING (20 of 750 design px) apart', () => {
    const { container } = show({ ...base, type: 'card', cardShowNum: 3 });
    expect(instances[0]!.params).toMatchObject({
      loop: true,
      slidesPerView: 3,
      centeredSlides: true,
      spaceBetween: `${(20 / 750) * 100}%`,
    });
    expect(container.querySelector('.h5-swiper-card-mode')).not.toBeNull();
    // Three slides are too few to loop three cards: the list is repeated (dots stay three).
    expect(container.querySelectorAll('.swiper-slide').length).toBeGreaterThanOrEqual(6);
    expect(screen.getAllByRole('button', { name: /^第 \d 张$/ })).toHaveLength(3);
  });

  it('card mode defaults to 3 cards', () => {
    show({ ...base, type: 'card' });
    expect(instances[0]!.params.slidesPerView).toBe(3);
  });

  it('reserves the height from width/height, or from the first image once it has loaded', () => {
    const { container, unmount } = show({ ...base, width: 750, height: 300 });
    expect(container.querySelector<HTMLElement>('.h5-swiper-frame')!.style.aspectRatio).toBe('2.5');
    unmount();

    const second = show();
    const frames = second.container.querySelectorAll<HTMLElement>('.h5-swiper-frame');
    expect(frames[0]!.style.aspectRatio).toBe('');
    const img = second.container.querySelector<HTMLImageElement>('.h5-swiper-img')!;
    Object.defineProperty(img, 'naturalWidth', { value: 750 });
    Object.defineProperty(img, 'naturalHeight', { value: 360 });
    fireEvent.load(img);
    for (const frame of Array.from(frames)) expect(frame.style.aspectRatio).toBe(String(750 / 360));
  });

  it('destroys Swiper and stops autoplay when unmounted', () => {
    vi.useFakeTimers();
    const { unmount } = show();
    const swiper = instances[0]!;
    unmount();
    expect(swiper.destroy).toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(SWIPER_AUTOPLAY_MS * 2));
    expect(swiper.slideNext).not.toHaveBeenCalled();
  });

  it('server HTML shows the first slide image (eager on the first screen) without JavaScript and hydrates without a mismatch', async () => {
    const runtime = createFakeRuntime();
    // Below the first screen, the browser fetches the first picture when it comes near.
    expect(renderToString(element(runtime, base))).toMatch(
      /<img class="h5-swiper-img" src="\/seed-assets\/demo.svg" alt="新春理财节"[^>]*loading="lazy"/,
    );
    const html = renderToString(element(runtime, base, true));
    expect(instances).toHaveLength(0);
    expect(html).toContain('class="swiper-slide h5-swiper-slide swiper-slide-active"');
    expect(html).toMatch(
      /<img class="h5-swiper-img" src="\/seed-assets\/demo.svg" alt="新春理财节"[^>]*loading="eager" fetchPriority="high"/,
    );
    // The slides out of view wait for Swiper: no picture yet.
    expect(html).toMatch(/<img class="h5-swiper-img" alt="神龙[^"]*"[^>]*loading="lazy"/);
    expect(html).not.toContain('slzf.svg');
    expect(html).not.toContain('h5-swiper-ready');

    const { container, errors, spy, unmount } = await hydrateHtml(
      html,
      element(runtime, base, true),
    );
    expect(errors).not.toHaveBeenCalled();
    expect(spy).not.toHaveBeenCalled();
    // Then Swiper takes over the same DOM and the other slides load at once.
    expect(instances).toHaveLength(1);
    expect(instances[0]!.el).toBe(container.querySelector('.swiper'));
    expect(container.querySelectorAll('img[loading="eager"]')).toHaveLength(3);
    expect(
      [...container.querySelectorAll('.h5-swiper-img')].map((img) => img.getAttribute('src')),
    ).toEqual(list.map((slide) => slide.url));
    unmount();
  });
});

describe('swiper pictures from the media library', () => {
  it('are offered at phone widths for a card, and only on the slides that show before Swiper runs', () => {
    const picture = (n: number) => `/media/${String(n).repeat(64)}.png`;
    const cards: BlockValueMap['swiper'] = {
      ...base,
      type: 'card',
      cardShowNum: 3,
      list: [1, 2, 3, 4, 5].map((n) => ({ url: picture(n), alt: `卡片${n}` })),
    };
    const container = document.createElement('div');
    container.innerHTML = renderToString(element(createFakeRuntime(), cards));
    const images = [...container.querySelectorAll('.h5-swiper-img')];
    // The first card (centred) and the one to its right show before Swiper runs.
    expect(images.length).toBeGreaterThan(5);
    expect(images.map((img) => img.hasAttribute('src'))).toEqual(
      images.map((_, position) => position < 2),
    );
    expect(images[0]!.getAttribute('srcset')).toBe(
      `${picture(1)}?w=240 240w, ${picture(1)}?w=480 480w, ${picture(1)} 750w`,
    );
    // (750 − 2 × 20) / 3 design px: a 240-px version on a two-times phone.
    expect(images[0]!.getAttribute('sizes')).toBe('(max-width: 750px) 31.6vw, 237px');
    expect(images[2]!.hasAttribute('srcset')).toBe(false);
  });
});

describe('loopSlides', () => {
  it('keeps short lists in normal mode and repeats them for centred cards', () => {
    expect(loopSlides(0, false, 1)).toEqual([]);
    expect(loopSlides(1, true, 3)).toEqual([0]);
    expect(loopSlides(2, false, 1)).toEqual([0, 1]);
    expect(loopSlides(2, true, 3)).toEqual([0, 1, 0, 1, 0, 1]);
    expect(loopSlides(6, true, 3)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(loopSlides(3, true, 2)).toEqual([0, 1, 2, 0, 1, 2]);
  });
});

describe('swiper definition', () => {
  it('has a valid default value and demo blocks (local images only)', () => {
    expectValidDefinition(swiperDefinition);
  });
});
