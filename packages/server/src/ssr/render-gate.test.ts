import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import { renderGate } from './render-gate.ts';

/** A render that finishes when told to. */
function controlled() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { done, finish };
}

describe('renderGate', () => {
  it('runs at most `limit` renders at once, the rest in turn', async () => {
    const gate = renderGate(2);
    let running = 0;
    let most = 0;
    const renders = Array.from({ length: 10 }, () => controlled());
    const results = renders.map((render, index) =>
      gate.run(async () => {
        running += 1;
        most = Math.max(most, running);
        await render.done;
        running -= 1;
        return index;
      }),
    );
    for (const render of renders) {
      await Promise.resolve();
      render.finish();
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(await Promise.all(results)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(most).toBe(2);
    expect(gate.started).toBe(10);
  });

  it('a failed render gives its turn on', async () => {
    const gate = renderGate(1);
    await expect(gate.run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(gate.run(async () => 'next')).resolves.toBe('next');
  });

  it('refuses with 503 once too many are waiting', async () => {
    const gate = renderGate(1);
    const blocker = controlled();
    const first = gate.run(() => blocker.done);
    const waiting = Array.from({ length: 256 }, () => gate.run(async () => 'later'));
    const refused = await gate.run(async () => 'never').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).status).toBe(503);
    expect((refused as AppError).msg).toBe('服务繁忙，请稍后再试');
    blocker.finish();
    await first;
    expect(new Set(await Promise.all(waiting))).toEqual(new Set(['later']));
  });
});
