import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { SMS_CODE_LENGTH } from '@h5-page/schema/constants';
import type { SmsCodeRepository } from '../store/sms-code-repository.ts';

// SMS codes: as many digits as the forms' hint names (SMS_CODE_LENGTH, fewer than their code
// field takes), good for 5 minutes, accepted once, dead after 5 wrong tries.
export const SMS_CODE_TTL_MS = 5 * 60 * 1000;
export const SMS_CODE_MAX_FAILURES = 5;

const CODE_FORMAT = new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`);

/** The outcome of checking a code against the handset's newest one. */
export type CodeCheck =
  /** Right, and not used yet: consume it (in the same transaction). */
  | { kind: 'ok'; id: number }
  /** Right, but already accepted once. */
  | { kind: 'consumed'; id: number }
  /** The newest code was already used and this is not it. */
  | { kind: 'used' }
  | { kind: 'missing' }
  | { kind: 'expired' }
  /** Five wrong tries killed the code. */
  | { kind: 'locked' }
  | { kind: 'wrong'; failures: number };

export function generateSmsCode(): string {
  return String(randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0');
}

export function smsText(code: string): string {
  return `您的验证码是${code}，${SMS_CODE_TTL_MS / 60_000}分钟内有效。如非本人操作，请忽略本短信。`;
}

export interface SmsCodeHasher {
  hash(handset: string, code: string): string;
  matches(handset: string, code: string, hash: string): boolean;
}

/**
 * HMAC-SHA256 of `handset:code`, keyed with a key derived from the server secret: a leaked
 * table does not give the codes away (a plain hash of six digits would).
 */
export function createSmsCodeHasher(secret: string): SmsCodeHasher {
  const key = createHmac('sha256', secret).update('h5-page sms code').digest();
  const hash = (handset: string, code: string) =>
    createHmac('sha256', key).update(`${handset}:${code}`).digest('hex');
  return {
    hash,
    matches(handset, code, expected) {
      const actual = Buffer.from(hash(handset, code), 'hex');
      const wanted = Buffer.from(expected, 'hex');
      return actual.length === wanted.length && timingSafeEqual(actual, wanted);
    },
  };
}

/**
 * Checks `code` against the handset's newest code, counting a wrong try. Call inside a
 * transaction (the row is locked) and let it commit even when the answer is a refusal, or the
 * wrong try would not count.
 */
export async function checkSmsCode(
  codes: SmsCodeRepository,
  hasher: SmsCodeHasher,
  handset: string,
  code: string,
  now: Date,
): Promise<CodeCheck> {
  const row = await codes.latestForUpdate(handset);
  if (!row) return { kind: 'missing' };
  if (row.failedAttempts >= SMS_CODE_MAX_FAILURES) return { kind: 'locked' };
  if (row.expiresAt.getTime() <= now.getTime()) return { kind: 'expired' };
  const right = CODE_FORMAT.test(code) && hasher.matches(handset, code, row.codeHash);
  if (right) return row.consumedAt ? { kind: 'consumed', id: row.id } : { kind: 'ok', id: row.id };
  // A used code still counts wrong tries: a right guess of it proves the phone as much as an
  // unused one (it answers the lead that code made), so guessing it is limited the same way.
  const failures = await codes.recordFailure(row.id);
  return row.consumedAt ? { kind: 'used' } : { kind: 'wrong', failures };
}
