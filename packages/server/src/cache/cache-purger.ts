import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { FastifyBaseLogger } from 'fastify';
import type { CachePurgeRepository, DuePurge } from './cache-purge-repository.ts';

/**
 * The codings a shared cache keeps apart (deploy/nginx.conf keys its copies by the normalized
 * `Accept-Encoding`): a purge asks once per coding so each copy is replaced.
 */
export const PURGED_CODINGS = ['br', 'gzip', 'identity'] as const;

/** Sends one purge of `path`; resolves when the cache accepted it, rejects otherwise. */
export type PurgeSender = (path: string) => Promise<void>;

/**
 * The purge of a path through `purgeUrl` (CACHE_PURGE_URL): a GET of the path appended to it,
 * once per coding. deploy/nginx.conf answers it by fetching the page again past its cache, so
 * the fresh answer replaces the copy; a CDN whose purge is one HTTP request per URL takes the
 * same. Any answer below 500 counts as done (a page gone answers 404, and is purged all the same).
 */
export function httpPurgeSender(purgeUrl: string, timeoutMs = 5000): PurgeSender {
  const base = new URL(purgeUrl);
  const send = base.protocol === 'https:' ? httpsRequest : httpRequest;
  const once = (queued: string, coding: string) =>
    new Promise<void>((resolve, reject) => {
      // `path#h5_ab=b`: the copy of an A/B variant, which the cache keys by the visitor's cookie.
      const [path = '', cookie] = queued.split('#', 2);
      const target = new URL(base.href.replace(/\/$/, '') + path);
      target.search = base.search;
      const request = send(
        target,
        {
          method: 'GET',
          timeout: timeoutMs,
          headers: {
            'accept-encoding': coding,
            'user-agent': 'h5-page-cache-purge',
            ...(cookie ? { cookie } : {}),
          },
        },
        (response) => {
          response.resume();
          const status = response.statusCode ?? 0;
          response.on('end', () =>
            status < 500 ? resolve() : reject(new Error(`purge answered ${status}`)),
          );
          response.on('error', reject);
        },
      );
      request.on('timeout', () => request.destroy(new Error('purge timed out')));
      request.on('error', reject);
      request.end();
    });
  return async (path) => {
    for (const coding of PURGED_CODINGS) await once(path, coding);
  };
}

export interface CachePurgerOptions {
  purges: CachePurgeRepository;
  send: PurgeSender;
  log: FastifyBaseLogger;
  /** The first retry's delay; each failure doubles it up to `maxDelayMs`. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** How often the outbox is read when nothing is known to be due (other processes queue too). */
  pollMs?: number;
}

export interface CachePurger {
  /** Sends what is due now (called after a change commits, so its purge leaves at once). */
  kick(): void;
  /** Resolves once a pass that started after this call has finished. */
  settled(): Promise<void>;
  stop(): Promise<void>;
}

const CLAIM_LIMIT = 50;
const LEASE_MS = 60_000;

/**
 * Sends the outbox's purges, retrying each with backoff until the cache takes it. It never holds
 * up a publish: the publish only queues, and a cache that is down delays nothing but its purge.
 */
export function createCachePurger(options: CachePurgerOptions): CachePurger {
  const { purges, send, log } = options;
  const baseDelayMs = options.baseDelayMs ?? 1000;
  const maxDelayMs = options.maxDelayMs ?? 300_000;
  const pollMs = options.pollMs ?? 5000;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const waiters: Array<() => void> = [];

  const retryDelay = (attempts: number) => Math.min(maxDelayMs, baseDelayMs * 2 ** attempts);

  async function sendOne(purge: DuePurge) {
    try {
      await send(purge.url);
      await purges.sent(purge);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      log.warn({ url: purge.url, attempts: purge.attempts + 1 }, `cache purge failed: ${message}`);
      await purges.failed(purge, retryDelay(purge.attempts), message);
    }
  }

  async function pass() {
    for (;;) {
      const due = await purges.claimDue(CLAIM_LIMIT, LEASE_MS);
      await Promise.all(due.map(sendOne));
      if (due.length < CLAIM_LIMIT) break;
    }
  }

  function schedule(delayMs: number) {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(run, Math.max(0, Math.min(delayMs, pollMs)));
    timer.unref();
  }

  function run() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    if (timer) clearTimeout(timer);
    timer = null;
    const done = waiters.splice(0);
    running = (async () => {
      try {
        await pass();
        const next = await purges.nextDue();
        schedule(next ? next.getTime() - Date.now() : pollMs);
      } catch (error) {
        // The store is unreachable: the purges wait in it and the next pass sends them.
        log.warn({ err: error }, 'cache purge pass failed; trying again');
        schedule(baseDelayMs);
      }
    })().finally(() => {
      running = null;
      for (const resolve of done) resolve();
      if (again) {
        again = false;
        run();
      }
    });
  }

  return {
    kick: run,
    settled() {
      return new Promise<void>((resolve) => {
        if (stopped) return resolve();
        waiters.push(resolve);
        run();
      });
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
      for (const resolve of waiters.splice(0)) resolve();
    },
  };
}
