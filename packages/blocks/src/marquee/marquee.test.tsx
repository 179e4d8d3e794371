import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { BlockValueMap } from '@h5-page/schema/block-value-schemas';
import { MARQUEE_CHECK_DELAY_MS } from '@h5-page/schema/constants';
import Marquee from './marquee.tsx';
import { MARQUEE_SPEED_FACTOR, marqueeDuration } from './marquee-duration.ts';
import { marqueeDefinition } from './index.ts';

type Value = BlockValueMap['marquee'];

/** jsdom has no layout: the text is 20 px per character and the view 200 px wide. */
const VIEW_WIDTH = 200;
const CHAR_WIDTH = 20;

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return this.classList.contains('h5-marquee-text')
      ? (this.textContent ?? '').length * CHAR_WIDTH
      : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return this.classList.contains('h5-marquee-view') ? VIEW_WIDTH : 0;
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const element = (value: Value) => <Marquee value={value} children={[]} path="page_schema[5]" />;
const box = (container: HTMLElement) => container.querySelector<HTMLElement>('.h5-marquee')!;
const track = (container: HTMLElement) =>
  container.querySelector<HTMLElement>('.h5-marquee-track')!;
const LONG = '恭喜尾号8826的用户领取新春开户礼包'; // 19 characters: 380 px
const SHORT = '名师直播课今晚开讲'; // 9 characters: 180 px

describe('marquee duration', () => {
  it('middle: seconds equal the text length exactly', () => {
    expect(marqueeDuration(LONG, 'middle')).toBe(LONG.length);
    expect(marqueeDuration('一二三', undefined)).toBe(3);
  });

  it('slow takes 1.5 times as long, fast half as long', () => {
    expect(MARQUEE_SPEED_FACTOR).toEqual({ slow: 1.5, middle: 1, fast: 0.5 });
    expect(marqueeDuration('一二三四', 'slow')).toBe(6);
    expect(marqueeDuration('一二三四', 'fast')).toBe(2);
  });

  it('counts characters, not UTF-16 units, and never goes below one second', () => {
    expect(marqueeDuration('🚀🚀', 'middle')).toBe(2);
    expect(marqueeDuration('', 'middle')).toBe(1);
  });
});

describe('marquee block', () => {
  it(`scrolls text wider than its box, checked ${MARQUEE_CHECK_DELAY_MS} ms after mount`, () => {
    const { container } = render(element({ content: LONG, speed: 'middle' }));
    expect(box(container).classList.contains('h5-marquee-scrolling')).toBe(false);
    act(() => vi.advanceTimersByTime(MARQUEE_CHECK_DELAY_MS - 1));
    expect(box(container).classList.contains('h5-marquee-scrolling')).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(box(container).classList.contains('h5-marquee-scrolling')).toBe(true);
    expect(track(container).style.animationDuration).toBe(`${LONG.length}s`);
  });

  it('does not scroll text that fits', () => {
    const { container } = render(element({ content: SHORT, speed: 'middle' }));
    act(() => vi.advanceTimersByTime(MARQUEE_CHECK_DELAY_MS));
    expect(box(container).classList.contains('h5-marquee-scrolling')).toBe(false);
    expect(track(container).style.animationDuration).toBe('');
  });

  it('scales the duration by speed', () => {
    const { container } = render(element({ content: LONG, speed: 'fast' }));
    act(() => vi.advanceTimersByTime(MARQUEE_CHECK_DELAY_MS));
    expect(track(container).style.animationDuration).toBe(`${LONG.length / 2}s`);
  });

  it('checks again when the text changes', () => {
    const { container, rerender } = render(element({ content: LONG, speed: 'middle' }));
    act(() => vi.advanceTimersByTime(MARQUEE_CHECK_DELAY_MS));
    expect(box(container).classList.contains('h5-marquee-scrolling')).toBe(true);
    rerender(element({ content: SHORT, speed: 'middle' }));
    act(() => vi.advanceTimersByTime(MARQUEE_CHECK_DELAY_MS));
    expect(box(container).classList.contains('h5-marquee-scrolling')).toBe(false);
  });

  it('sets its box to `width` design px', () => {
    const { container } = render(element({ content: SHORT, speed: 'middle', width: 560 }));
    expect(box(container).style.width).toBe('calc(560 * var(--h5-vw, 1vw) / 7.5)');
    const full = render(element({ content: SHORT, speed: 'middle' })).container;
    expect(box(full).style.width).toBe('');
  });

  it('pauses while touched', () => {
    const { container } = render(element({ content: LONG, speed: 'middle' }));
    act(() => vi.advanceTimersByTime(MARQUEE_CHECK_DELAY_MS));
    fireEvent.touchStart(box(container));
    expect(box(container).classList.contains('h5-marquee-paused')).toBe(true);
    fireEvent.touchEnd(box(container));
    expect(box(container).classList.contains('h5-marquee-paused')).toBe(false);
    fireEvent.touchStart(box(container));
    fireEvent.touchCancel(box(container));
    expect(box(container).classList.contains('h5-marquee-paused')).toBe(false);
  });

  it('leaves no timer behind when removed before the check', () => {
    const { unmount } = render(element({ content: LONG, speed: 'middle' }));
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('renders still text on the server (no scrolling before the check)', () => {
    const html = renderToString(element({ content: LONG, speed: 'middle', width: 600 }));
    expect(html).toContain('class="h5-marquee"');
    expect(html).not.toContain('h5-marquee-scrolling');
    expect(html).toContain(`<span class="h5-marquee-text">${LONG}</span>`);
  });

  it('has demo blocks', () => {
    expect(marqueeDefinition.demo.every((block) => block.name === 'marquee')).toBe(true);
  });
});
