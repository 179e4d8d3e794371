import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { ADMIN_PASSWORD, adminApp, body } from '#test/support/admin.ts';
import { createTestRedis } from '#test/support/redis.ts';
import type { TestRedis } from '#test/support/redis.ts';
import { throughPasswordGate } from '../editor-session/password-gate.ts';
import { appForAll } from '#test/support/app-for-all.ts';

/** Ten guesses per user and address, twenty per address (sign-in-rules.ts). */
const PER_USER = 10;
const PER_ADDRESS = 20;

const signIn = (app: FastifyInstance, ip: string, user: string, password: string) =>
  app.inject({
    method: 'POST',
    url: '/admin/api/session',
    remoteAddress: ip,
    payload: { user, password },
  });

function tally(responses: LightMyRequestResponse[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const response of responses) {
    counts[response.statusCode] = (counts[response.statusCode] ?? 0) + 1;
  }
  return counts;
}

/**
 * 200 sign-ins at once from one address, every twentieth with the right password: no more than
 * the limit are ever checked (401, or 200 for a right one among them); the rest are refused
 * before any hash, and the right password is never accepted past the limit.
 */
async function burst(apps: FastifyInstance[], ip: string): Promise<void> {
  const responses = await Promise.all(
    Array.from({ length: 200 }, (_, index) =>
      signIn(
        apps[index % apps.length] as FastifyInstance,
        ip,
        'admin',
        index % 20 === 19 ? ADMIN_PASSWORD : `wrong-guess-${index}`,
      ),
    ),
  );
  const counts = tally(responses);
  expect((counts[401] ?? 0) + (counts[200] ?? 0), JSON.stringify(counts)).toBeLessThanOrEqual(
    PER_USER,
  );
  expect((counts[401] ?? 0) + (counts[200] ?? 0) + (counts[429] ?? 0)).toBe(200);
  for (const response of responses.filter((r) => r.statusCode === 429)) {
    expect(body(response).msg).toBe('登录失败次数过多，请稍后再试');
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  }
  // Past the limit, the right password is refused like any other.
  const after = await signIn(apps[0] as FastifyInstance, ip, 'admin', ADMIN_PASSWORD);
  expect(after.statusCode).toBe(429);
}

describe('a burst of sign-ins, counters in process', () => {
  let app: FastifyInstance;
  appForAll(async () => (app = await adminApp()));

  it('checks no more than the limit', async () => {
    await burst([app], '10.1.0.1');
  });

  it('limits made-up user names per address, and gives a right password its attempt back', async () => {
    const ip = '10.1.0.2';
    // Right passwords do not count: an editor who signs in often is never locked out.
    for (let i = 0; i < PER_USER + 2; i += 1) {
      expect((await signIn(app, ip, 'admin', ADMIN_PASSWORD)).statusCode).toBe(200);
    }
    // One after another: the hashing queue (sixteen) is not what is tested here.
    const names: LightMyRequestResponse[] = [];
    for (let i = 0; i < PER_ADDRESS + 10; i += 1) {
      names.push(await signIn(app, ip, `made-up-${i}`, 'some-password'));
    }
    expect(tally(names)).toEqual({ 401: PER_ADDRESS, 429: 10 });
    expect((await signIn(app, ip, 'admin', ADMIN_PASSWORD)).statusCode).toBe(429);
    // Another address is not touched.
    expect((await signIn(app, '10.1.0.3', 'made-up-0', 'some-password')).statusCode).toBe(401);
  });

  it('counts the IPv6 addresses of one /64 as one address', async () => {
    const answers: LightMyRequestResponse[] = [];
    for (let i = 0; i < PER_ADDRESS + 1; i += 1) {
      answers.push(await signIn(app, `2001:db8:7:7::${(i + 1).toString(16)}`, `v6-${i}`, 'pw-v6'));
    }
    expect(tally(answers)).toEqual({ 401: PER_ADDRESS, 429: 1 });
    expect((await signIn(app, '2001:db8:7:8::1', 'v6-x', 'pw-v6')).statusCode).toBe(401);
  });

  it('answers 503 with a msg when the hashing queue is full, without spending an attempt', async () => {
    let open!: () => void;
    const held = new Promise<void>((resolve) => (open = resolve));
    // One hash running and sixteen waiting: the gate is full.
    const holders = Array.from({ length: 17 }, () => throughPasswordGate(() => held));
    const refused = await signIn(app, '10.1.0.4', 'admin', 'wrong-while-busy');
    expect(refused.statusCode).toBe(503);
    expect(body(refused).msg).toBe('登录请求过多，请稍后再试');
    expect(refused.headers['retry-after']).toBe('1');
    open();
    await Promise.all(holders);
    // The refused attempt was given back: the address still has its ten guesses.
    const guesses = await Promise.all(
      Array.from({ length: PER_USER }, () => signIn(app, '10.1.0.4', 'admin', 'wrong')),
    );
    expect(tally(guesses)).toEqual({ 401: PER_USER });
  });
});

describe('a burst of sign-ins, counters in Redis (two server processes)', () => {
  let redis: TestRedis;
  const apps: FastifyInstance[] = [];
  beforeAll(async () => {
    redis = await createTestRedis();
    const config = { redisUrl: redis.url, redisKeyPrefix: redis.prefix };
    // One after the other: while one app opens its store the thread is busy, and a Redis connect
    // the other app had under way would see its timeout fire before its answer is read.
    apps.push(await adminApp(config));
    apps.push(await adminApp(config));
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await redis?.cleanup();
  });

  it('checks no more than the limit across both', async () => {
    expect(apps.every((app) => app.counters.kind === 'redis')).toBe(true);
    await burst(apps, '10.2.0.1');
  });
});
