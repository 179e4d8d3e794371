import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { StartupError } from '../startup-error.ts';

/**
 * With REDIS_URL, what one process publishes (a publish, rollback, removal, or a schedule's start
 * or end its timer handled) reaches every other process at once: each change is sent on one
 * Redis channel with the page's code, and every process that hears it tells its own caches, as
 * if the change had been made there. The caches' one-second re-check stays the safety net for a
 * message lost while Redis was away.
 */

/** What travels on the channel: the page, and the process it came from (which ignores it). */
interface PageChange {
  origin: string;
  code: string;
}

function parseChange(message: string): PageChange | null {
  let value: unknown;
  try {
    value = JSON.parse(message);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { origin, code } = value as Record<string, unknown>;
  return typeof origin === 'string' && typeof code === 'string' ? { origin, code } : null;
}

async function connect(redis: Redis, url: string): Promise<void> {
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    let where = 'REDIS_URL';
    try {
      const parsed = new URL(url);
      where = `REDIS_URL (${parsed.hostname}:${parsed.port || 6379})`;
    } catch {
      // The config check has refused URLs that do not parse.
    }
    throw new StartupError(`Redis does not answer at ${where}; start Redis or fix REDIS_URL`, {
      cause: error,
    });
  }
}

async function pageChangeChannel(app: FastifyInstance): Promise<void> {
  const { redisUrl, redisKeyPrefix } = app.config;
  if (!redisUrl) return;
  // Loaded only by a server that uses Redis: the embedded store's start spares it.
  const { Redis } = await import('ioredis');
  const channel = `${redisKeyPrefix}page-changed`;
  const origin = randomUUID();
  // A subscribed connection can do nothing else, hence two.
  const publisher = new Redis(redisUrl, {
    lazyConnect: true,
    connectTimeout: 3000,
    commandTimeout: 3000,
    maxRetriesPerRequest: 1,
    // While Redis is away a publish fails at once (logged) instead of waiting in a queue.
    enableOfflineQueue: false,
  });
  const subscriber = new Redis(redisUrl, { lazyConnect: true, connectTimeout: 3000 });
  // Reconnection failures would otherwise be printed one by one; a failed publish is logged.
  publisher.on('error', () => {});
  subscriber.on('error', () => {});
  try {
    await connect(publisher, redisUrl);
    await connect(subscriber, redisUrl);
    await subscriber.subscribe(channel);
  } catch (error) {
    publisher.disconnect();
    subscriber.disconnect();
    throw error;
  }

  // While a heard change is told to this process's listeners, this one stays silent: it is not
  // this process's change to send.
  let relaying = false;
  subscriber.on('message', (from: string, message: string) => {
    if (from !== channel) return;
    const change = parseChange(message);
    if (!change || change.origin === origin) return;
    relaying = true;
    try {
      app.pages.announce(change.code);
    } finally {
      relaying = false;
    }
  });
  const stopSending = app.pages.onPublish((code) => {
    if (relaying) return;
    publisher
      .publish(channel, JSON.stringify({ origin, code } satisfies PageChange))
      .catch((error: unknown) =>
        app.log.warn(
          { err: error, code },
          'telling the other processes of a page change failed; they see it within a second',
        ),
      );
  });
  app.addHook('onClose', async () => {
    stopSending();
    await subscriber.quit().catch(() => subscriber.disconnect());
    await publisher.quit().catch(() => publisher.disconnect());
  });
}

export const pageChangeChannelPlugin = fp(pageChangeChannel, {
  name: 'page-change-channel',
  fastify: '5.x',
  dependencies: ['pages-store'],
});
