import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { build } from '../app.ts';
import { sendCode, testPhone } from '#test/support/accounts.ts';
import { createTestRedis } from '#test/support/redis.ts';
import type { TestRedis } from '#test/support/redis.ts';

/** REDIS_URL set: two server processes (two apps) count SMS sends together. */

let redis: TestRedis;
let a: FastifyInstance;
let b: FastifyInstance;
beforeAll(async () => {
  redis = await createTestRedis();
  const options = {
    config: { dataDir: ':memory:', redisUrl: redis.url, redisKeyPrefix: redis.prefix },
    seed: false,
    ssr: false,
  };
  // One after the other: starting two embedded databases at once is slow on a busy machine.
  a = await build(options);
  b = await build(options);
});
afterAll(async () => {
  await Promise.all([a?.close(), b?.close()]);
  await redis?.cleanup();
});

describe('SMS limits in Redis (REDIS_URL)', () => {
  it('uses the Redis counters', () => {
    expect(a.counters.kind).toBe('redis');
    expect(b.counters.kind).toBe('redis');
  });

  it('refuses a resend within 60 s on another server process, with the real wait', async () => {
    const handset = testPhone();
    expect((await sendCode(a, handset, { ip: '198.18.0.1' })).statusCode).toBe(200);
    const refused = await sendCode(b, handset, { ip: '198.18.0.2' });
    expect(refused.statusCode, refused.body).toBe(429);
    expect(refused.headers['content-type']).toBe('application/json; charset=utf-8');
    const { msg } = refused.json<{ msg: string }>();
    const seconds = Number(/^发送过于频繁，请 (\d+) 秒后再试$/.exec(msg)?.[1]);
    expect(seconds).toBeGreaterThanOrEqual(58);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(refused.headers['retry-after']).toBe(String(seconds));
    // The counters live under the configured prefix.
    expect(await redis.keys()).toContain(`${redis.prefix}sms:gap:${handset}`);
  });

  it('counts one IP across processes', async () => {
    const ip = '198.18.1.1';
    for (let i = 0; i < 30; i += 1) {
      const response = await sendCode(i % 2 === 0 ? a : b, testPhone(), { ip });
      expect(response.statusCode, response.body).toBe(200);
    }
    const refused = await sendCode(a, testPhone(), { ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ msg: '请求过于频繁，请 1 小时后再试' });
  });
});
