import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestRedis } from '#test/support/redis.ts';
import type { TestRedis } from '#test/support/redis.ts';
import type { CounterStore } from './counter-store.ts';
import { createCounterStore } from './create-counter-store.ts';
import { MemoryCounterStore } from './memory-counter-store.ts';
import { RedisCounterStore } from './redis-counter-store.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What every counter store does, in process or in Redis. */
function counterSuite(open: () => Promise<CounterStore>) {
  let counters: CounterStore;
  let n = 0;
  const key = () => `suite:${(n += 1)}`;
  beforeAll(async () => {
    counters = await open();
  });
  afterAll(async () => {
    await counters.close();
  });

  it('allows hits up to the limit, then refuses until the window ends', async () => {
    const k = key();
    const first = await counters.hit(k, 60_000, 2);
    expect(first).toEqual({ allowed: true, count: 1, retryAfterMs: 0 });
    expect(await counters.hit(k, 60_000, 2)).toMatchObject({ allowed: true, count: 2 });
    const third = await counters.hit(k, 60_000, 2);
    expect(third).toMatchObject({ allowed: false, count: 3 });
    expect(third.retryAfterMs).toBeGreaterThan(59_000);
    expect(third.retryAfterMs).toBeLessThanOrEqual(60_000);
  });

  it('peeks without counting', async () => {
    const k = key();
    expect(await counters.peek(k, 1)).toEqual({ allowed: true, count: 0, retryAfterMs: 0 });
    await counters.hit(k, 60_000, 1);
    const peeked = await counters.peek(k, 1);
    expect(peeked).toMatchObject({ allowed: false, count: 1 });
    expect(peeked.retryAfterMs).toBeGreaterThan(0);
    expect(await counters.peek(k, 2)).toMatchObject({ allowed: true, count: 1 });
    expect((await counters.peek(k, 2)).count).toBe(1);
  });

  it('keeps keys apart and forgets a key on reset', async () => {
    const a = key();
    const b = key();
    await counters.hit(a, 60_000, 1);
    expect(await counters.hit(b, 60_000, 1)).toMatchObject({ allowed: true, count: 1 });
    await counters.reset(a);
    expect(await counters.hit(a, 60_000, 1)).toMatchObject({ allowed: true, count: 1 });
  });

  it('gives a hit back on release, never below zero and never for a key it does not hold', async () => {
    const k = key();
    await counters.hit(k, 60_000, 1);
    expect((await counters.hit(k, 60_000, 1)).allowed).toBe(false);
    await counters.release(k);
    await counters.release(k);
    await counters.release(k);
    expect(await counters.peek(k, 1)).toMatchObject({ allowed: true, count: 0 });
    expect(await counters.hit(k, 60_000, 1)).toMatchObject({ allowed: true, count: 1 });
    const never = key();
    await counters.release(never);
    expect(await counters.peek(never, 1)).toEqual({ allowed: true, count: 0, retryAfterMs: 0 });
  });

  it('counts concurrent hits exactly once each', async () => {
    const k = key();
    const results = await Promise.all(
      Array.from({ length: 40 }, () => counters.hit(k, 60_000, 10)),
    );
    expect(results.map((r) => r.count).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
  });
}

describe('in-process counters', () => {
  counterSuite(async () => new MemoryCounterStore());

  it('starts a new window once the old one has passed', async () => {
    let now = 1_000_000;
    const counters = new MemoryCounterStore({ now: () => now });
    await counters.hit('k', 60_000, 1);
    now += 18_000;
    expect(await counters.hit('k', 60_000, 1)).toEqual({
      allowed: false,
      count: 2,
      retryAfterMs: 42_000,
    });
    now += 42_000;
    expect(await counters.hit('k', 60_000, 1)).toEqual({
      allowed: true,
      count: 1,
      retryAfterMs: 0,
    });
  });

  it('sweeps expired windows so memory does not grow without bound', async () => {
    let now = 0;
    const counters = new MemoryCounterStore({ now: () => now, sweepAt: 100 });
    for (let i = 0; i < 100; i += 1) await counters.hit(`old:${i}`, 1000, 5);
    now += 1001;
    await counters.hit('new', 1000, 5);
    expect(counters.size).toBe(1);
  });

  it('does not sweep on every new key while many keys are live', async () => {
    let now = 0;
    const counters = new MemoryCounterStore({ now: () => now, sweepAt: 100 });
    // Long windows (a day) alongside short ones: the sweep at 100 keys finds all still live.
    for (let i = 0; i < 100; i += 1) await counters.hit(`day:${i}`, 86_400_000, 1);
    for (let i = 0; i < 50; i += 1) await counters.hit(`minute:${i}`, 60_000, 1);
    now += 60_001;
    // The minute windows have passed; the next sweep is due at twice the live keys, not now.
    await counters.hit('new', 60_000, 1);
    expect(counters.size).toBe(151);
    for (let i = 0; i < 50; i += 1) await counters.hit(`more:${i}`, 86_400_000, 1);
    // At 200 keys it sweeps: the passed minute windows go, the live ones stay.
    expect(counters.size).toBe(151);
    expect(await counters.peek('day:0', 1)).toMatchObject({ allowed: false, count: 1 });
  });

  it('is the default when REDIS_URL is not set', async () => {
    const counters = await createCounterStore({ redisUrl: null, redisKeyPrefix: 'x:' });
    expect(counters.kind).toBe('memory');
    await counters.close();
  });
});

describe('Redis counters (REDIS_URL)', () => {
  let redis: TestRedis;
  beforeAll(async () => {
    redis = await createTestRedis();
  });
  afterAll(async () => {
    await redis.cleanup();
  });

  describe('shared behaviour', () => {
    counterSuite(() => createCounterStore({ redisUrl: redis.url, redisKeyPrefix: redis.prefix }));
  });

  it('lets the window expire in Redis', async () => {
    const counters = await RedisCounterStore.connect({ url: redis.url, keyPrefix: redis.prefix });
    try {
      await counters.hit('expiry', 150, 1);
      expect((await counters.hit('expiry', 150, 1)).allowed).toBe(false);
      await sleep(250);
      expect(await counters.hit('expiry', 150, 1)).toMatchObject({ allowed: true, count: 1 });
    } finally {
      await counters.close();
    }
  });

  it('counts together across processes (two connections), under the configured prefix', async () => {
    const options = { redisUrl: redis.url, redisKeyPrefix: redis.prefix };
    const [a, b] = await Promise.all([createCounterStore(options), createCounterStore(options)]);
    try {
      expect(a.kind).toBe('redis');
      await a.hit('shared', 60_000, 1);
      expect(await b.hit('shared', 60_000, 1)).toMatchObject({ allowed: false, count: 2 });
      expect(await redis.keys()).toContain(`${redis.prefix}shared`);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('fails at start when Redis does not answer, and answers 503 when it goes away', async () => {
    await expect(
      RedisCounterStore.connect({ url: 'redis://127.0.0.1:1', keyPrefix: redis.prefix }),
    ).rejects.toThrow(/Redis does not answer/);

    const counters = await RedisCounterStore.connect({ url: redis.url, keyPrefix: redis.prefix });
    await counters.close();
    await expect(counters.hit('after-close', 1000, 1)).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      status: 503,
    });
  });
});
