import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EventWriter } from './event-writer.ts';

describe('EventWriter', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const sink = () => {
    const batches: number[][] = [];
    let failuresLeft = 0;
    const write = vi.fn(async (batch: number[]) => {
      if (failuresLeft > 0) {
        failuresLeft -= 1;
        throw new Error('database is down');
      }
      batches.push(batch);
    });
    return { batches, write, fail: (n: number) => (failuresLeft = n) };
  };

  it('writes buffered events together after 250 ms', async () => {
    const s = sink();
    const writer = new EventWriter(s.write);
    writer.record(1);
    writer.record(2);
    await vi.advanceTimersByTimeAsync(200);
    expect(s.batches).toEqual([]);
    await vi.advanceTimersByTimeAsync(60);
    expect(s.batches).toEqual([[1, 2]]);
    expect(writer.pending).toBe(0);
  });

  it('writes at once when 500 events are waiting, 500 per insert', async () => {
    const s = sink();
    const writer = new EventWriter(s.write);
    for (let i = 0; i < 1200; i += 1) writer.record(i);
    await vi.advanceTimersByTimeAsync(0);
    expect(s.batches.length).toBeGreaterThanOrEqual(2);
    expect(s.batches[0]).toHaveLength(500);
    await writer.flush();
    expect(s.batches.flat()).toEqual(Array.from({ length: 1200 }, (_, i) => i));
    expect(Math.max(...s.batches.map((b) => b.length))).toBe(500);
  });

  it('keeps events through failed writes, in order, and retries with backoff', async () => {
    const s = sink();
    const logger = { warn: vi.fn(), error: vi.fn() };
    const writer = new EventWriter(s.write, { logger, retryDelayMs: 1000 });
    s.fail(2);
    writer.record(1);
    await vi.advanceTimersByTimeAsync(250);
    expect(logger.warn).toHaveBeenCalledTimes(1);
    expect(writer.pending).toBe(1);
    writer.record(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(logger.warn).toHaveBeenCalledTimes(2);
    expect(writer.pending).toBe(2);
    // Second failure: the next retry waits twice as long.
    await vi.advanceTimersByTimeAsync(1500);
    expect(s.batches).toEqual([]);
    await vi.advanceTimersByTimeAsync(600);
    expect(s.batches).toEqual([[1, 2]]);
    expect(writer.pending).toBe(0);
  });

  it('rejects flush() on failure without losing the events', async () => {
    const s = sink();
    const writer = new EventWriter(s.write);
    writer.record(7);
    s.fail(1);
    await expect(writer.flush()).rejects.toThrow('database is down');
    expect(writer.pending).toBe(1);
    await writer.flush();
    expect(s.batches).toEqual([[7]]);
  });

  it('writes what is left on close, retrying, and refuses events afterwards', async () => {
    vi.useRealTimers();
    const s = sink();
    const logger = { warn: vi.fn(), error: vi.fn() };
    const writer = new EventWriter(s.write, { logger });
    writer.record(1);
    writer.record(2);
    s.fail(1);
    await writer.close();
    expect(s.batches).toEqual([[1, 2]]);
    writer.record(3);
    expect(logger.error).toHaveBeenCalledWith(
      expect.anything(),
      expect.stringContaining('after the event writer closed'),
    );
    expect(writer.pending).toBe(0);
  });

  it('never runs two writes at once', async () => {
    let running = 0;
    let overlap = false;
    const writer = new EventWriter<number>(
      async () => {
        running += 1;
        if (running > 1) overlap = true;
        await new Promise((resolve) => setTimeout(resolve, 10));
        running -= 1;
      },
      { maxBatch: 2 },
    );
    for (let i = 0; i < 10; i += 1) writer.record(i);
    const flushes = Promise.all([writer.flush(), writer.flush(), writer.flush()]);
    await vi.advanceTimersByTimeAsync(200);
    await flushes;
    expect(overlap).toBe(false);
    expect(writer.pending).toBe(0);
  });
});
