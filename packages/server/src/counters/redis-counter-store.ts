import type { Redis } from 'ioredis';
import { AppError } from '../errors.ts';
import { StartupError } from '../startup-error.ts';
import { verdict } from './counter-store.ts';
import type { CounterStore, HitResult } from './counter-store.ts';

/**
 * Counters in Redis, shared by every server process. Each hit is one atomic script: INCR, and
 * the window's expiry set on the first hit, so concurrent hits from several processes never
 * lose a count or start two windows.
 */

const HIT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

const PEEK = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
local ttl = redis.call('PTTL', KEYS[1])
return {count, ttl}`;

// Only a live key with hits left is decremented: a release never creates a key without expiry.
const RELEASE = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return count`;

type CounterRedis = Redis & {
  counterHit(key: string, windowMs: number): Promise<[number, number]>;
  counterPeek(key: string): Promise<[number, number]>;
  counterRelease(key: string): Promise<number>;
};

export interface RedisCounterStoreOptions {
  url: string;
  /** Put before every key, so several sites (or test runs) can share one Redis. */
  keyPrefix: string;
}

export class RedisCounterStore implements CounterStore {
  readonly kind = 'redis';
  readonly #redis: CounterRedis;

  private constructor(redis: CounterRedis) {
    this.#redis = redis;
  }

  /** Connects (failing at start, not on the first visitor, when Redis is unreachable). */
  static async connect(options: RedisCounterStoreOptions): Promise<RedisCounterStore> {
    // Loaded only by a server that uses Redis: the embedded store's start spares it.
    const { Redis } = await import('ioredis');
    const redis = new Redis(options.url, {
      keyPrefix: options.keyPrefix,
      lazyConnect: true,
      connectTimeout: 3000,
      commandTimeout: 3000,
      maxRetriesPerRequest: 1,
      // While Redis is away, fail requests at once (503) instead of queueing them.
      enableOfflineQueue: false,
    }) as CounterRedis;
    redis.defineCommand('counterHit', { numberOfKeys: 1, lua: HIT });
    redis.defineCommand('counterPeek', { numberOfKeys: 1, lua: PEEK });
    redis.defineCommand('counterRelease', { numberOfKeys: 1, lua: RELEASE });
    // Errors of the connection itself surface on the next command; without a listener ioredis
    // would print each reconnection failure.
    redis.on('error', () => {});
    try {
      await redis.connect();
    } catch (error) {
      redis.disconnect();
      throw new StartupError(
        `Redis does not answer at REDIS_URL (${describeRedis(options.url)}); start Redis or fix REDIS_URL`,
        { cause: error },
      );
    }
    return new RedisCounterStore(redis);
  }

  async hit(key: string, windowMs: number, limit: number): Promise<HitResult> {
    const [count, ttl] = await this.#run(() =>
      this.#redis.counterHit(key, Math.max(1, Math.ceil(windowMs))),
    );
    return verdict(count, ttl, limit, true);
  }

  async peek(key: string, limit: number): Promise<HitResult> {
    const [count, ttl] = await this.#run(() => this.#redis.counterPeek(key));
    return verdict(count, ttl, limit, false);
  }

  async release(key: string): Promise<void> {
    await this.#run(() => this.#redis.counterRelease(key));
  }

  async reset(key: string): Promise<void> {
    await this.#run(() => this.#redis.del(key));
  }

  async close(): Promise<void> {
    await this.#redis.quit().catch(() => this.#redis.disconnect());
  }

  async #run<T>(command: () => Promise<T>): Promise<T> {
    try {
      return await command();
    } catch (error) {
      throw new AppError('SERVICE_UNAVAILABLE', undefined, { cause: error });
    }
  }
}

/** Host and port of a Redis URL, without its password. */
function describeRedis(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || 6379}`;
  } catch {
    return 'an invalid URL';
  }
}
