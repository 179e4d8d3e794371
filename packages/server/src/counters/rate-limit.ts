import type { AppError } from '../errors.ts';
import type { CounterStore } from './counter-store.ts';

/** One limit: at most `limit` hits of `key` per window of `windowMs`. */
export interface RateRule {
  key: string;
  windowMs: number;
  limit: number;
  /** The refusal a caller reads, given how long until the window ends. */
  refuse(retryAfterMs: number): AppError;
}

export interface Refusal {
  error: AppError;
  /** What the Retry-After header says (whole seconds, at least 1). */
  retryAfterSeconds: number;
}

/** Where the Retry-After header goes (a Fastify reply). */
export interface HeaderTarget {
  header(name: string, value: string): unknown;
}

/**
 * Checks every rule without counting ('peek'), or counts a hit against each ('hit'). When any
 * rule refuses, the answer is the refusal with the longest wait: that is when the caller can
 * really try again.
 */
export async function checkRules(
  counters: CounterStore,
  rules: readonly RateRule[],
  mode: 'peek' | 'hit',
): Promise<Refusal | null> {
  const results = await Promise.all(
    rules.map((rule) =>
      mode === 'hit'
        ? counters.hit(rule.key, rule.windowMs, rule.limit)
        : counters.peek(rule.key, rule.limit),
    ),
  );
  let worst: Refusal | null = null;
  results.forEach((result, index) => {
    const rule = rules[index];
    if (result.allowed || !rule) return;
    const retryAfterSeconds = Math.max(1, Math.ceil(result.retryAfterMs / 1000));
    if (!worst || retryAfterSeconds > worst.retryAfterSeconds) {
      worst = { error: rule.refuse(result.retryAfterMs), retryAfterSeconds };
    }
  });
  return worst;
}

/** Throws the refusal (429 with Retry-After) if any rule refuses. */
export async function enforceRules(
  counters: CounterStore,
  rules: readonly RateRule[],
  mode: 'peek' | 'hit',
  reply: HeaderTarget,
): Promise<void> {
  const refusal = await checkRules(counters, rules, mode);
  if (!refusal) return;
  reply.header('retry-after', String(refusal.retryAfterSeconds));
  throw refusal.error;
}

/**
 * A wait as a visitor reads it, rounded up: `42 秒`, `3 分钟`, `1 小时`. Under a minute in
 * seconds, under an hour in minutes, else in hours.
 */
export function formatWait(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds <= 60) return `${seconds} 秒`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return `${minutes} 分钟`;
  return `${Math.ceil(minutes / 60)} 小时`;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Days begin at midnight in China (UTC+8, no daylight saving). */
const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;

/** The calendar day in China, as `YYYYMMDD`, and the ms until it ends. */
export function chinaDay(now: number): { key: string; msLeft: number } {
  const shifted = now + CHINA_OFFSET_MS;
  const key = new Date(shifted).toISOString().slice(0, 10).replace(/-/g, '');
  return { key, msLeft: DAY_MS - (((shifted % DAY_MS) + DAY_MS) % DAY_MS) };
}
