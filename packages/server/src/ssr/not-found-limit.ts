import { setTimeout as pause } from 'node:timers/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';
import { addressNetwork } from '../counters/address-network.ts';
import { MemoryCounterStore } from '../counters/memory-counter-store.ts';
import { checkRules, formatWait } from '../counters/rate-limit.ts';

const MINUTE_MS = 60_000;
/**
 * How long a refusal is held before it is sent: a client looping on made-up addresses gets one
 * answer a second per connection, instead of as many as the server can answer (which would still
 * take the visitors' share of it), as nginx's `limit_req` delays what passes its rate.
 */
export const REFUSAL_PAUSE_MS = 1000;
/** Refusals held at once; past this they are sent at once, so a pause never costs unbounded sockets. */
export const MAX_HELD_REFUSALS = 256;

/**
 * Counts the not-found answers of visitor addresses per client address (an IPv6 client's /64)
 * and refuses past `perMinute` with 429 and Retry-After. Only a not-found answer is counted or
 * refused, so a visitor of a real page is never limited, whatever the same address asks else.
 * The counters are this process's own: a made-up address must cost nothing beyond the answer,
 * and a Redis round trip each would cost more than the shared not-found bytes it guards (with
 * WORKERS=N an address may get up to N times the limit).
 */
export function notFoundLimit(
  perMinute: number,
  options: {
    now?: () => number;
    /** Holds a refusal (tests hold it until they let go). */
    hold?: () => Promise<unknown>;
  } = {},
): (request: FastifyRequest, reply: FastifyReply) => Promise<void> {
  const counters = new MemoryCounterStore({ now: options.now });
  const hold = options.hold ?? (() => pause(REFUSAL_PAUSE_MS));
  const refuse = (ms: number) =>
    new AppError('NOT_FOUND_RATE_LIMITED', `访问不存在的页面过于频繁，请 ${formatWait(ms)}后再试`);
  let held = 0;
  return async (request, reply) => {
    const refusal = await checkRules(
      counters,
      [
        {
          key: `not-found:${addressNetwork(request.ip)}`,
          windowMs: MINUTE_MS,
          limit: perMinute,
          refuse,
        },
      ],
      'hit',
    );
    if (!refusal) return;
    reply.header('retry-after', String(refusal.retryAfterSeconds));
    if (held < MAX_HELD_REFUSALS) {
      held += 1;
      try {
        await hold();
      } finally {
        held -= 1;
      }
    }
    throw refusal.error;
  };
}
