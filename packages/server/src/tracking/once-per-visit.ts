import type { CounterStore } from '../counters/counter-store.ts';
import type { VisitProof } from './visit-gate.ts';
import { CLOCK_SKEW_MS, VISIT_SESSION_MAX_AGE_MS } from './visit-session.ts';

export interface VisitClaim {
  /** Gives the claim back: the report could not be stored, so the client's retry may count. */
  release(): Promise<void>;
}

/**
 * Claims what one page view may report once (its stay), by the visit session it carries: the
 * first claim is granted, any later one (a retry after success, a replay, a forged repeat) is
 * null. Held in the shared counters while the session is taken, so every process agrees and the
 * key is gone once the session would be refused anyway.
 */
export async function claimOncePerVisit(
  counters: CounterStore,
  what: string,
  visit: VisitProof,
  now = Date.now(),
): Promise<VisitClaim | null> {
  const key = `visit-once:${what}:${visit.token}`;
  const windowMs = Math.max(1, visit.issuedAt + VISIT_SESSION_MAX_AGE_MS + CLOCK_SKEW_MS - now);
  const { allowed } = await counters.hit(key, windowMs, 1);
  return allowed ? { release: () => counters.release(key) } : null;
}
