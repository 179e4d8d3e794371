import { createHash } from 'node:crypto';

/**
 * The audit trail's chain, pure: how an entry is hashed and how a run of stored entries is
 * checked. No I/O, so the writer, the verifier and the tests hash alike.
 */

/** The hash before the first entry. */
export const GENESIS_HASH = '0'.repeat(64);

export type AuditDetail = { [key: string]: unknown };

/** An entry as stored, and as the admin API and CSV give it. */
export interface AuditEntry {
  seq: number;
  /** ISO 8601, milliseconds, UTC. */
  at: string;
  /** The account's user name; null for the system (imports, the CLI). */
  actor: string | null;
  action: string;
  page_code: string | null;
  detail: AuditDetail;
  hash: string;
}

/**
 * JSON with every object's keys sorted. The detail is stored as jsonb, which keeps its own key
 * order, so the hash must not depend on the order keys were written or read back in.
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** sha256 (hex) of the previous hash, a line break, and the canonical entry. */
export function entryHash(entry: Omit<AuditEntry, 'hash'>, previousHash: string): string {
  const body = canonicalJson([
    entry.seq,
    entry.at,
    entry.actor,
    entry.action,
    entry.page_code,
    entry.detail,
  ]);
  return createHash('sha256').update(`${previousHash}\n${body}`).digest('hex');
}

/** Where a chain stops matching: the first entry at fault and why. */
export interface ChainBreak {
  seq: number;
  action: string;
  at: string;
  /** `hash`: the entry (or the one before it) was changed; `gap`: entries before it are missing. */
  reason: 'hash' | 'gap';
  /** For a gap: the seq expected here. */
  expectedSeq?: number;
}

/** The state a walk carries from one batch of entries to the next. */
export interface ChainCursor {
  seq: number;
  hash: string;
}

export const CHAIN_START: ChainCursor = { seq: 0, hash: GENESIS_HASH };

/**
 * Checks entries (in seq order) that follow `cursor`: the cursor after them, or the first break.
 * Each entry's hash is recomputed from its fields and the hash stored on the entry before it.
 */
export function checkEntries(
  cursor: ChainCursor,
  entries: readonly AuditEntry[],
): { cursor: ChainCursor } | { broken: ChainBreak } {
  let { seq, hash } = cursor;
  for (const entry of entries) {
    const place = { seq: entry.seq, action: entry.action, at: entry.at };
    if (entry.seq !== seq + 1) {
      return { broken: { ...place, reason: 'gap', expectedSeq: seq + 1 } };
    }
    if (entryHash(entry, hash) !== entry.hash) return { broken: { ...place, reason: 'hash' } };
    seq = entry.seq;
    hash = entry.hash;
  }
  return { cursor: { seq, hash } };
}

/** Where a trail ended when a checkpoint was signed (`audit-checkpoint.ts`). */
export interface CheckpointMark {
  seq: number;
  hash: string;
  /** ISO 8601: when the checkpoint was signed. */
  at: string;
}

/**
 * A verification's outcome, as the CLI prints it: the chain intact (and reaching the checkpoint
 * it was held to, if any), an entry that breaks it, entries missing at its end (`short`: the
 * trail ends before the checkpoint's entry) or an end written again (`differs`: the checkpoint's
 * entry is there with another hash).
 */
export type ChainVerdict =
  | { ok: true; entries: number; last: ChainCursor | null; checkpoint: CheckpointMark | null }
  | { ok: false; broken: ChainBreak }
  | { ok: false; short: { from: number; to: number; checkpoint: CheckpointMark } }
  | { ok: false; differs: { seq: number; checkpoint: CheckpointMark } };

export function describeVerdict(verdict: ChainVerdict): string {
  if (verdict.ok) {
    const intact = `audit: ${verdict.entries} entries, chain intact`;
    const { checkpoint } = verdict;
    return checkpoint
      ? `${intact} up to the checkpoint of ${checkpoint.at} (entry #${checkpoint.seq})`
      : intact;
  }
  if ('short' in verdict) {
    const { from, to, checkpoint } = verdict.short;
    const missing =
      from === to ? `entry #${from} is missing` : `entries #${from} to #${to} are missing`;
    return `audit: ${missing} at the end: the checkpoint of ${checkpoint.at} records entry #${checkpoint.seq}, the trail ends at #${from - 1}`;
  }
  if ('differs' in verdict) {
    const { seq, checkpoint } = verdict.differs;
    return `audit: entry #${seq} does not match the checkpoint of ${checkpoint.at}: the end of the trail was removed and written again`;
  }
  const { broken } = verdict;
  const where = `entry #${broken.seq} (${broken.action}, ${broken.at})`;
  return broken.reason === 'gap'
    ? `audit: ${where} follows a gap: entry #${broken.expectedSeq} is missing`
    : `audit: ${where} does not match its hash`;
}
