import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { DEFAULT_FLIP_DIGITS } from '@h5-page/schema/constants';
import type { BlockValueMap } from '@h5-page/schema/block-value-schemas';
import Count, { FLIP_ANIMATION_MS } from './count.tsx';
import { changedDigits, countDigits } from './count-digits.ts';
import { countDefinition } from './index.ts';

type Value = BlockValueMap['count'];

const element = (value: Value) => <Count value={value} children={[]} path="page_schema[4]" />;

const cards = (container: HTMLElement) => [
  ...container.querySelectorAll<HTMLElement>('.h5-count-digit'),
];
const digitsOf = (container: HTMLElement) =>
  cards(container)
    .map((card) => card.textContent)
    .join('');
const flipping = (container: HTMLElement) =>
  cards(container)
    .map((card, index) => (card.classList.contains('h5-count-flip') ? index : -1))
    .filter((index) => index >= 0);

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('count digits', () => {
  it(`pads with 0 to ${DEFAULT_FLIP_DIGITS} digits by default and keeps longer numbers whole`, () => {
    expect(countDigits(7, undefined)).toBe('0007');
    expect(countDigits(42, 6)).toBe('000042');
    expect(countDigits(1234567, 4)).toBe('1234567');
  });

  it('strips non-numeric characters (formatNumber)', () => {
    expect(countDigits('1,234人', 6)).toBe('001234');
    expect(countDigits(null, 3)).toBe('000');
  });

  it('finds the changed digits, aligned on the right', () => {
    expect(changedDigits('0199', '0200')).toEqual([1, 2, 3]);
    expect(changedDigits('9999', '10000')).toEqual([0, 1, 2, 3, 4]);
    expect(changedDigits('0042', '0042')).toEqual([]);
  });
});

describe('count block', () => {
  it('shows num on a card per digit, padded to `numbers`', () => {
    const { container } = render(element({ num: 520, numbers: 6 }));
    expect(cards(container)).toHaveLength(6);
    expect(digitsOf(container)).toBe('000520');
    expect(container.querySelector('.h5-count')?.getAttribute('aria-label')).toBe('000520');
  });

  it('uses 4 digits when numbers is missing', () => {
    const { container } = render(element({ num: 9 } as Value));
    expect(digitsOf(container)).toBe('0009');
  });

  it('does not flip on the first render', () => {
    const { container } = render(element({ num: 1234, numbers: 4 }));
    expect(flipping(container)).toEqual([]);
  });

  it('flips the digits that changed when num changes, then clears the class after the animation', () => {
    const { container, rerender } = render(element({ num: 1299, numbers: 4 }));
    rerender(element({ num: 1300, numbers: 4 }));
    expect(digitsOf(container)).toBe('1300');
    expect(flipping(container)).toEqual([1, 2, 3]);
    expect(cards(container)[1]!.style.animationDuration).toBe(`${FLIP_ANIMATION_MS}ms`);
    act(() => vi.advanceTimersByTime(FLIP_ANIMATION_MS - 1));
    expect(flipping(container)).toEqual([1, 2, 3]);
    act(() => vi.advanceTimersByTime(1));
    expect(flipping(container)).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('restarts the flip of a digit that changes again mid-animation', () => {
    const { container, rerender } = render(element({ num: 1, numbers: 4 }));
    rerender(element({ num: 2, numbers: 4 }));
    const first = cards(container)[3];
    act(() => vi.advanceTimersByTime(FLIP_ANIMATION_MS / 2));
    rerender(element({ num: 3, numbers: 4 }));
    expect(cards(container)[3]).not.toBe(first);
    expect(flipping(container)).toEqual([3]);
    act(() => vi.advanceTimersByTime(FLIP_ANIMATION_MS / 2));
    expect(flipping(container)).toEqual([3]);
    act(() => vi.advanceTimersByTime(FLIP_ANIMATION_MS / 2));
    expect(flipping(container)).toEqual([]);
  });

  it('renders the cards on the server', () => {
    const html = renderToString(element({ num: 86, numbers: 4 }));
    expect(html.match(/class="h5-count-digit"/g)).toHaveLength(4);
    expect(html.replace(/<[^>]+>/g, '')).toBe('0086');
  });

  it('has demo blocks', () => {
    expect(countDefinition.demo.every((block) => block.name === 'count')).toBe(true);
  });
});
