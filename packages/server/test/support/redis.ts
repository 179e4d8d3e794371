import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

/**
 * Redis for tests. The test setup (scripts/vitest-global-setup.ts) starts redis-server on
 * TEST_REDIS_PORT when nothing answers there, so a missing server fails
 * the tests rather than skipping them (set TEST_REDIS_URL to point elsewhere). Each caller gets
 * its own key prefix, and `cleanup` deletes every key under it.
 */

export const TEST_REDIS_URL =
  process.env.TEST_REDIS_URL ?? `redis://127.0.0.1:${process.env.TEST_REDIS_PORT ?? 6379}`;

export interface TestRedis {
  url: string;
  prefix: string;
  /** Keys under the prefix (with the prefix). */
  keys(): Promise<string[]>;
  cleanup(): Promise<void>;
}

export async function createTestRedis(): Promise<TestRedis> {
  const prefix = `h5-test:${randomBytes(6).toString('hex')}:`;
  const client = new Redis(TEST_REDIS_URL, {
    lazyConnect: true,
    connectTimeout: 2000,
    maxRetriesPerRequest: 0,
  });
  client.on('error', () => {});
  try {
    await client.connect();
  } catch (error) {
    client.disconnect();
    throw new Error(`Redis does not answer at ${TEST_REDIS_URL} (set TEST_REDIS_URL)`, {
      cause: error,
    });
  }
  const keys = async () => {
    const found: string[] = [];
    let cursor = '0';
    do {
      const [next, batch] = await client.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      cursor = next;
      found.push(...batch);
    } while (cursor !== '0');
    return found;
  };
  return {
    url: TEST_REDIS_URL,
    prefix,
    keys,
    async cleanup() {
      const found = await keys();
      if (found.length > 0) await client.del(...found);
      await client.quit();
    },
  };
}
