import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { BlockValueMap } from '@h5-page/schema/block-value-schemas';
import { COUNTDOWN_INTERVAL_MS } from '@h5-page/schema/constants';
import { RuntimeProvider } from '../runtime.ts';
import type { BlockRuntime } from '../runtime.ts';
import { createFakeRuntime } from '#test/fake-runtime.ts';
import { hydrateHtml } from '#test/hydrate-html.ts';
import Countdown from './countdown.tsx';
import { countdownParts, pad2 } from './countdown-parts.ts';
import { countdownDefinition } from './index.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Server clock of the tests; the browser clock starts elsewhere to tell the two apart. */
const SERVER_NOW = Date.parse('2026-11-22T10:00:00+08:00');
const END = SERVER_NOW + 2 * DAY + 3 * HOUR + 4 * MINUTE + 5 * SECOND;

type Value = BlockValueMap['countdown'];

function element(value: Value, runtime: BlockRuntime) {
  return (
    <RuntimeProvider value={runtime}>
      <Countdown value={value} children={[]} path="page_schema[0]" />
    </RuntimeProvider>
  );
}

function show(value: Value, runtime = createFakeRuntime({ now: SERVER_NOW })) {
  return render(element(value, runtime));
}

/** Every number the block shows, in order, by part. */
function numbers(container: HTMLElement): Record<string, string> {
  const found: Record<string, string> = {};
  for (const node of container.querySelectorAll<HTMLElement>('[data-part]')) {
    found[node.dataset.part!] = node.getAttribute('aria-label') ?? node.textContent ?? '';
  }
  return found;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(SERVER_NOW);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('countdown parts', () => {
  it('pads to two digits and shows days above 99 in full', () => {
    expect(pad2(0)).toBe('00');
    expect(pad2(7)).toBe('07');
    expect(pad2(99)).toBe('99');
    expect(pad2(123)).toBe('123');
    expect(countdownParts(123 * DAY + 5 * SECOND, 0)).toMatchObject({
      days: '123',
      hours: '00',
      minutes: '00',
      seconds: '05',
      totalHours: '2952',
      ended: false,
    });
  });

  it('rounds down to the second and gives 00 everywhere once the end is reached or invalid', () => {
    expect(countdownParts(1999, 0)).toMatchObject({ seconds: '01', ended: false });
    for (const [end, now] of [
      [1000, 1000],
      [1000, 5000],
      [Number.NaN, 0],
    ]) {
      expect(countdownParts(end!, now!)).toEqual({
        days: '00',
        hours: '00',
        minutes: '00',
        seconds: '00',
        totalHours: '00',
        ended: true,
      });
    }
  });
});

describe('countdown block', () => {
  it('layout 1: a box per part with 天/时/分/秒 and the name as caption', () => {
    const { container } = show({ type: 1, name: '距活动结束还剩', endTime: END });
    expect(container.querySelector('.h5-countdown-1')).not.toBeNull();
    expect(container.querySelector('.h5-countdown-caption')?.textContent).toBe('距活动结束还剩');
    expect(container.textContent).toBe('距活动结束还剩02天03时04分05秒');
    expect(container.querySelectorAll('.h5-countdown-1 .h5-countdown-num')).toHaveLength(4);
  });

  it('layout 2: one line, 仅剩 when there is no name', () => {
    expect(show({ type: 2, endTime: END }).container.textContent).toBe('仅剩02天03时04分05秒');
  });

  it('layout 2 uses the name in place of 仅剩', () => {
    expect(show({ type: 2, name: '距开课', endTime: END }).container.textContent).toBe(
      '距开课02天03时04分05秒',
    );
  });

  it('layout 3: parts separated by `character`, ":" by default', () => {
    expect(show({ type: 3, endTime: END }).container.textContent).toBe('02:03:04:05');
    expect(show({ type: 3, endTime: END, character: '/' }).container.textContent).toBe(
      '02/03/04/05',
    );
  });

  it('layout 4: a card per digit', () => {
    const { container } = show({ type: 4, name: '限时特惠', endTime: END });
    const cards = [...container.querySelectorAll('.h5-countdown-card')].map((c) => c.textContent);
    expect(cards).toEqual(['0', '2', '0', '3', '0', '4', '0', '5']);
    expect(numbers(container)).toEqual({ days: '02', hours: '03', minutes: '04', seconds: '05' });
    expect(container.textContent).toContain('天');
  });

  it('layout 5: a pill of hours:minutes:seconds with days folded into the hours', () => {
    const { container } = show({ type: 5, name: '距开播', endTime: END });
    expect(container.querySelector('.h5-countdown-pill')).not.toBeNull();
    expect(container.textContent).toBe('距开播51:04:05');
  });

  it('shows days above 99 in full', () => {
    const { container } = show({ type: 1, endTime: SERVER_NOW + 150 * DAY });
    expect(numbers(container).days).toBe('150');
  });

  it(`ticks every ${COUNTDOWN_INTERVAL_MS} ms`, () => {
    const { container } = show({ type: 3, endTime: END });
    expect(container.textContent).toBe('02:03:04:05');
    act(() => vi.advanceTimersByTime(COUNTDOWN_INTERVAL_MS - 1));
    expect(container.textContent).toBe('02:03:04:05');
    act(() => vi.advanceTimersByTime(1));
    expect(container.textContent).toBe('02:03:04:04');
    act(() => vi.advanceTimersByTime(5 * COUNTDOWN_INTERVAL_MS));
    expect(container.textContent).toBe('02:03:03:59');
  });

  it('at the end shows 00 in every part and clears its interval', () => {
    const { container } = show({ type: 1, endTime: SERVER_NOW + 3 * SECOND });
    expect(vi.getTimerCount()).toBe(1);
    act(() => vi.advanceTimersByTime(2 * COUNTDOWN_INTERVAL_MS));
    expect(numbers(container).seconds).toBe('01');
    act(() => vi.advanceTimersByTime(COUNTDOWN_INTERVAL_MS));
    expect(numbers(container)).toEqual({ days: '00', hours: '00', minutes: '00', seconds: '00' });
    expect(container.querySelector('.h5-countdown-ended')).not.toBeNull();
    expect(vi.getTimerCount()).toBe(0);
    act(() => vi.advanceTimersByTime(10 * COUNTDOWN_INTERVAL_MS));
    expect(numbers(container).seconds).toBe('00');
  });

  it('starts no interval when the end time is already past', () => {
    const { container } = show({ type: 3, endTime: SERVER_NOW - DAY });
    expect(container.textContent).toBe('00:00:00:00');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stops at once when the browser clock is already past an end the server clock was not', () => {
    vi.setSystemTime(END + SECOND);
    const { container } = show({ type: 3, endTime: END });
    expect(container.textContent).toBe('00:00:00:00');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('clears its interval when removed', () => {
    const { unmount } = show({ type: 1, endTime: END });
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('renders from the server clock on the server (no effects), whatever the machine clock says', () => {
    vi.setSystemTime(SERVER_NOW + HOUR);
    const runtime = createFakeRuntime({ now: SERVER_NOW });
    const html = renderToString(element({ type: 3, name: '距结束', endTime: END }, runtime));
    expect(html).toContain('role="timer"');
    expect(html).toContain('class="h5-countdown h5-countdown-3"');
    expect(html.replace(/<[^>]+>/g, '')).toBe('距结束02:03:04:05');
  });

  it('hydrates the server markup without a mismatch, then switches to the browser clock', async () => {
    const runtime = createFakeRuntime({ now: SERVER_NOW });
    const html = renderToString(element({ type: 1, name: '距结束', endTime: END }, runtime));
    // The browser's clock is 10 minutes ahead of the server's.
    vi.setSystemTime(SERVER_NOW + 10 * MINUTE);
    const hydrated = await hydrateHtml(
      html,
      element({ type: 1, name: '距结束', endTime: END }, runtime),
    );
    expect(hydrated.errors).not.toHaveBeenCalled();
    expect(hydrated.spy).not.toHaveBeenCalled();
    expect(numbers(hydrated.container)).toEqual({
      days: '02',
      hours: '02',
      minutes: '54',
      seconds: '05',
    });
    hydrated.unmount();
  });

  it('has demo blocks for layouts 1, 3 and 5 that end after 2026-11-22', () => {
    const demo = countdownDefinition.demo;
    expect(demo.map((block) => block.value.type)).toEqual(expect.arrayContaining([1, 3, 5]));
    for (const block of demo) {
      expect(block.name).toBe('countdown');
      expect(block.value.endTime as number).toBeGreaterThan(Date.parse('2026-11-22T00:00:00Z'));
    }
  });
});
