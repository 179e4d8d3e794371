import type { Config } from '../config.ts';
import type { CounterStore } from './counter-store.ts';
import { MemoryCounterStore } from './memory-counter-store.ts';
import { RedisCounterStore } from './redis-counter-store.ts';

/** Redis when REDIS_URL is set, else counters in this process. */
export async function createCounterStore(
  config: Pick<Config, 'redisUrl' | 'redisKeyPrefix'>,
): Promise<CounterStore> {
  if (!config.redisUrl) return new MemoryCounterStore();
  return RedisCounterStore.connect({ url: config.redisUrl, keyPrefix: config.redisKeyPrefix });
}
