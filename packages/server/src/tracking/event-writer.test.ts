import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EventWriter, EventWriterClosedError } from './event-writer.ts';

describe('EventWriter (group commit)', () => {
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

  it('resolves each record only after the insert holding it has committed', async () => {
    let commit: () => void = () => {};
    const batches: number[][] = [];
    const writer = new EventWriter<number>((batch) => {
      batches.push(batch);
      return new Promise<void>((resolve) => (commit = resolve));
    });
    let settled = 0;
    const first = writer.record(1).then(() => (settled += 1));
    const second = writer.record(2).then(() => (settled += 1));
    await vi.advanceTimersByTimeAsync(10);
    expect(batches).toEqual([[1, 2]]);
    expect(settled).toBe(0);
    commit();
    await Promise.all([first, second]);
    expect(settled).toBe(2);
  });

  it('writes at once when 500 events are waiting, 500 per insert', async () => {
    const s = sink();
    const writer = new EventWriter(s.write);
    const all = Promise.all(Array.from({ length: 1200 }, (_, i) => writer.record(i)));
    await vi.advanceTimersByTimeAsync(0);
    expect(s.batches[0]).toHaveLength(500);
    await vi.advanceTimersByTimeAsync(10);
    await all;
    expect(s.batches.flat()).toEqual(Array.from({ length: 1200 }, (_, i) => i));
    expect(Math.max(...s.batches.map((b) => b.length))).toBe(500);
  });

  it('gathers the events that arrive during an insert into the next one', async () => {
    const releases: Array<() => void> = [];
    const batches: number[][] = [];
    const writer = new EventWriter<number>((batch) => {
      batches.push(batch);
      return new Promise<void>((resolve) => releases.push(resolve));
    });
    const one = writer.record(1);
    await vi.advanceTimersByTimeAsync(10);
    const later = [writer.record(2), writer.record(3), writer.record(4)];
    await vi.advanceTimersByTimeAsync(10);
    expect(batches).toEqual([[1]]);
    releases[0]!();
    await one;
    await vi.advanceTimersByTimeAsync(0);
    expect(batches).toEqual([[1], [2, 3, 4]]);
    releases[1]!();
    await Promise.all(later);
  });

  it('rejects every request of a failed insert and does not retry it behind their backs', async () => {
    const s = sink();
    const logger = { warn: vi.fn(), error: vi.fn() };
    const writer = new EventWriter(s.write, { logger });
    s.fail(1);
    const failed = [writer.record(1), writer.record(2)].map((p) => p.catch((e: Error) => e));
    await vi.advanceTimersByTimeAsync(10);
    for (const outcome of await Promise.all(failed)) {
      expect(outcome).toBeInstanceOf(Error);
      expect((outcome as Error).message).toBe('database is down');
    }
    expect(logger.warn).toHaveBeenCalledTimes(1);
    expect(writer.pending).toBe(0);
    const ok = writer.record(3);
    await vi.advanceTimersByTimeAsync(10);
    await ok;
    expect(s.batches).toEqual([[3]]);
  });

  it('keeps the events of one request in one insert', async () => {
    const s = sink();
    const writer = new EventWriter(s.write, { maxBatch: 4 });
    const done = Promise.all([
      writer.recordAll([1, 2, 3]),
      writer.recordAll([4, 5, 6]),
      writer.recordAll([7]),
    ]);
    await vi.advanceTimersByTimeAsync(10);
    await done;
    expect(s.batches).toEqual([
      [1, 2, 3],
      [4, 5, 6, 7],
    ]);
  });

  it('waits on close for what was recorded, then refuses new events', async () => {
    vi.useRealTimers();
    const s = sink();
    const writer = new EventWriter(s.write);
    const pending = [writer.record(1), writer.record(2)];
    await writer.close();
    await Promise.all(pending);
    expect(s.batches).toEqual([[1, 2]]);
    await expect(writer.record(3)).rejects.toBeInstanceOf(EventWriterClosedError);
    expect(s.batches.flat()).not.toContain(3);
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
    const all = Promise.all(Array.from({ length: 10 }, (_, i) => writer.record(i)));
    const flushes = Promise.all([writer.flush(), writer.flush(), writer.flush()]);
    await vi.advanceTimersByTimeAsync(200);
    await flushes;
    await all;
    expect(overlap).toBe(false);
    expect(writer.pending).toBe(0);
  });
});
