import type { CounterStore } from './counter-store.ts';
import type { HeaderTarget, RateRule } from './rate-limit.ts';

/** One attempt, counted against every rule before its work is done. */
export interface Reservation {
  /** Gives the attempt back (it did not count: the password was right). */
  release(): Promise<void>;
}

/**
 * Counts one attempt against each rule before the work it limits (checking a password), so
 * however many attempts arrive at once, on one process or several, no more than a rule's
 * limit ever get past: each hit is one atomic increment in the counter store. Over a limit,
 * throws the refusal with the longest wait (429, Retry-After) after giving back what the
 * refused attempt took from the rules that let it through.
 */
export async function reserveAttempt(
  counters: CounterStore,
  rules: readonly RateRule[],
  reply: HeaderTarget,
): Promise<Reservation> {
  const results = await Promise.all(
    rules.map((rule) => counters.hit(rule.key, rule.windowMs, rule.limit)),
  );
  let worst: { rule: RateRule; retryAfterMs: number } | null = null;
  for (const [index, result] of results.entries()) {
    const rule = rules[index];
    if (!rule || result.allowed) continue;
    if (!worst || result.retryAfterMs > worst.retryAfterMs) {
      worst = { rule, retryAfterMs: result.retryAfterMs };
    }
  }
  const giveBack = (which: readonly RateRule[]) =>
    Promise.all(which.map((rule) => counters.release(rule.key))).then(() => undefined);
  if (worst) {
    const { rule, retryAfterMs } = worst;
    await giveBack(rules.filter((_, index) => results[index]?.allowed)).catch(() => {});
    reply.header('retry-after', String(Math.max(1, Math.ceil(retryAfterMs / 1000))));
    throw rule.refuse(retryAfterMs);
  }
  return { release: () => giveBack(rules) };
}
