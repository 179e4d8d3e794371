import { describe, expect, it } from 'vitest';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MAX_HELD_REFUSALS, notFoundLimit } from './not-found-limit.ts';

const from = (ip: string) => ({ ip }) as FastifyRequest;
function reply() {
  const headers: Record<string, string> = {};
  return {
    headers,
    header(name: string, value: string) {
      headers[name] = value;
      return this;
    },
  } as unknown as FastifyReply & { headers: Record<string, string> };
}

/** Whether the promise has settled by the time everything queued so far has run. */
async function settledNow(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  await new Promise((resolve) => setImmediate(resolve));
  return settled;
}

describe('the not-found limit', () => {
  it('counts per address and its window, refusing past the limit with 429 and Retry-After', async () => {
    let clock = 0;
    const limit = notFoundLimit(3, { now: () => clock, hold: async () => {} });
    for (let i = 0; i < 3; i += 1) await limit(from('203.0.113.7'), reply());
    const refused = reply();
    await expect(limit(from('203.0.113.7'), refused)).rejects.toMatchObject({
      code: 'NOT_FOUND_RATE_LIMITED',
      status: 429,
    });
    expect(refused.headers['retry-after']).toBe('60');
    await limit(from('203.0.113.8'), reply());
    clock += 60_000;
    await limit(from('203.0.113.7'), reply());
  });

  it(`holds each refusal, at most ${MAX_HELD_REFUSALS} at once; past that it answers at once`, async () => {
    const holding: Array<() => void> = [];
    const limit = notFoundLimit(1, {
      hold: () => new Promise<void>((resolve) => holding.push(resolve)),
    });
    await limit(from('203.0.113.9'), reply());
    const refusals = Array.from({ length: MAX_HELD_REFUSALS + 40 }, () =>
      limit(from('203.0.113.9'), reply()),
    );
    const settled = await Promise.all(refusals.map(settledNow));
    expect(settled.filter(Boolean)).toHaveLength(40);
    expect(settled.slice(0, MAX_HELD_REFUSALS).some(Boolean)).toBe(false);
    expect(holding).toHaveLength(MAX_HELD_REFUSALS);
    for (const letGo of holding.splice(0)) letGo();
    const answers = await Promise.allSettled(refusals);
    expect(answers.every((answer) => answer.status === 'rejected')).toBe(true);
    // Let go, the room is there again.
    const after = limit(from('203.0.113.9'), reply());
    expect(await settledNow(after)).toBe(false);
    holding[0]!();
    await expect(after).rejects.toMatchObject({ code: 'NOT_FOUND_RATE_LIMITED' });
  });
});
