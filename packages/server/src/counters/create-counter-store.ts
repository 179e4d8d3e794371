import type { Config } from '../config.ts';
import type { CounterStore } from './counter-store.ts';
import { MemoryCounterStore } from './memory-counter-store.ts';

/** Redis when REDIS_URL is set, else counters in this process. */
export async function createCounterStore(
  config: Pick<Config, 'redisUrl' | 'redisKeyPrefix'>,
): Promise<CounterStore> {
  if (!config.redisUrl) return new MemoryCounterStore();
  // Loaded only here: a server without Redis never pays for the client at start.
  const { RedisCounterStore } = await import('./redis-counter-store.ts');
  return RedisCounterStore.connect({ url: config.redisUrl, keyPrefix: config.redisKeyPrefix });
}
