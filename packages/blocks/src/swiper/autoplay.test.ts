import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SWIPER_AUTOPLAY_MS } from '@h5-page/schema/constants';
import { createAutoplay } from './autoplay.ts';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

function setup() {
  const next = vi.fn();
  const autoplay = createAutoplay({ delay: SWIPER_AUTOPLAY_MS, next });
  return { next, autoplay };
}

describe('carousel autoplay', () => {
  it('advances every 3000 ms once started, and stops', () => {
    const { next, autoplay } = setup();
    vi.advanceTimersByTime(10_000);
    expect(next).not.toHaveBeenCalled();
    autoplay.start();
    vi.advanceTimersByTime(2999);
    expect(next).toHaveBeenCalledTimes(0);
    vi.advanceTimersByTime(1);
    expect(next).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(3000);
    expect(next).toHaveBeenCalledTimes(2);
    autoplay.stop();
    vi.advanceTimersByTime(10_000);
    expect(next).toHaveBeenCalledTimes(2);
  });

  it('pauses while touched and resumes a full 3000 ms after the touch ends', () => {
    const { next, autoplay } = setup();
    autoplay.start();
    vi.advanceTimersByTime(2500);
    autoplay.hold('touch');
    vi.advanceTimersByTime(10_000);
    expect(next).not.toHaveBeenCalled();
    autoplay.release('touch');
    vi.advanceTimersByTime(2999);
    expect(next).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(next).toHaveBeenCalledTimes(1);
  });

  it('waits a full 3000 ms after a manual move (arrow, dot)', () => {
    const { next, autoplay } = setup();
    autoplay.start();
    vi.advanceTimersByTime(2000);
    autoplay.restart();
    vi.advanceTimersByTime(2999);
    expect(next).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(next).toHaveBeenCalledTimes(1);
  });

  it('stays paused until every overlapping hold ends; releasing what was not held changes nothing', () => {
    const { next, autoplay } = setup();
    autoplay.start();
    autoplay.hold('hover');
    autoplay.hold('hidden');
    autoplay.release('hover');
    autoplay.release('touch');
    vi.advanceTimersByTime(10_000);
    expect(next).not.toHaveBeenCalled();
    autoplay.release('hidden');
    vi.advanceTimersByTime(3000);
    expect(next).toHaveBeenCalledTimes(1);
  });

  it('does not run after stop, even when a hold ends or a manual move happens', () => {
    const { next, autoplay } = setup();
    autoplay.start();
    autoplay.hold('touch');
    autoplay.stop();
    autoplay.release('touch');
    autoplay.restart();
    vi.advanceTimersByTime(10_000);
    expect(next).not.toHaveBeenCalled();
  });
});
