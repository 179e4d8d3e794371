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

const sidOf = (source: unknown): string | null => {
  if (!source || typeof source !== 'object' || !('sid' in source)) return null;
  const sid = (source as { sid: unknown }).sid;
  return typeof sid === 'string' && sid !== '' ? sid.slice(0, 64) : null;
};

/**
 * The visit (session id) of each event a request reports: a beacon's or page view's own, or
 * each event's of a batch (whatever the batch says around them), so that a batch counts as
 * many events as it carries, each against its own visit.
 */
function visitsOf(request: FastifyRequest): (string | null)[] {
  const events = (request.body as { events?: unknown } | null | undefined)?.events;
  if (Array.isArray(events) && events.length > 0) return events.map(sidOf);
  return [sidOf(request.query) ?? sidOf(request.body)];
}

/**
 * Caps what one client writes into the events table: BEACON_LIMIT_PER_MINUTE events per visit
 * (session id) and ten times that per address, counted in the shared counters; a batch of events
 * counts each of them, against its own visit. Over the cap the request is refused with 429 and
 * stored nowhere: a script looping on the collector fills no disk.
 */
export function intakeLimit(app: FastifyInstance): preHandlerAsyncHookHandler {
  const perSession = app.config.beaconLimitPerMinute;
  const refuse = (ms: number) =>
    new AppError('TRACKING_RATE_LIMITED', `上报过于频繁，请 ${formatWait(ms)}后再试`);
  return async function limitIntake(request, reply) {
    const visits = visitsOf(request);
    const address: RateRule = {
      key: `intake:ip:${request.ip}`,
      windowMs: MINUTE_MS,
      limit: perSession * SHARED_ADDRESS_FACTOR,
      refuse,
    };
    // The address first: once it is over, a refused batch costs no hit per visit it names.
    await enforceRules(app.counters, Array<RateRule>(visits.length).fill(address), 'hit', reply);
    const perVisit = visits.flatMap((sid): RateRule[] =>
      sid ? [{ key: `intake:sid:${sid}`, windowMs: MINUTE_MS, limit: perSession, refuse }] : [],
    );
    await enforceRules(app.counters, perVisit, 'hit', reply);
  };
}
