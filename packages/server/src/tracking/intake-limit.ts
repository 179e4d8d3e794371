import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from '../errors.ts';
import { enforceRules, formatWait } from '../counters/rate-limit.ts';
import type { RateRule } from '../counters/rate-limit.ts';

const MINUTE_MS = 60_000;
/**
 * Many visitors share one address (carrier NAT, office networks): an address may send this many
 * times what one visit (one session id) may.
 */
const SHARED_ADDRESS_FACTOR = 10;

function sessionOf(request: FastifyRequest): string | null {
  for (const source of [request.query, request.body]) {
    if (source && typeof source === 'object' && 'sid' in source) {
      const sid = (source as { sid: unknown }).sid;
      if (typeof sid === 'string' && sid !== '') return sid.slice(0, 64);
    }
  }
  return null;
}

/**
 * Caps what one client writes into the events table: BEACON_LIMIT_PER_MINUTE requests per visit
 * (session id) and ten times that per address, counted in the shared counters. Over the cap the
 * request is refused with 429 and stored nowhere: a script looping on the collector fills no disk.
 */
export function intakeLimit(app: FastifyInstance): preHandlerAsyncHookHandler {
  const perSession = app.config.beaconLimitPerMinute;
  const refuse = (ms: number) =>
    new AppError('TRACKING_RATE_LIMITED', `上报过于频繁，请 ${formatWait(ms)}后再试`);
  return async function limitIntake(request, reply) {
    const rules: RateRule[] = [
      {
        key: `intake:ip:${request.ip}`,
        windowMs: MINUTE_MS,
        limit: perSession * SHARED_ADDRESS_FACTOR,
        refuse,
      },
    ];
    const session = sessionOf(request);
    if (session) {
      rules.push({ key: `intake:sid:${session}`, windowMs: MINUTE_MS, limit: perSession, refuse });
    }
    await enforceRules(app.counters, rules, 'hit', reply);
  };
}
