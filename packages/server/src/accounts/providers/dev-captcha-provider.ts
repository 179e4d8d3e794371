import { randomBytes } from 'node:crypto';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../store/open-database.ts';
import { captchaTickets } from '../store/tables.ts';
import type { CaptchaProvider, CaptchaVerdict } from './captcha-provider.ts';

/** What `get-data-app-id` answers with the development provider (CONTRACT section 7). */
export const DEV_CAPTCHA_APP_ID = 'dev';
/** Where the development provider hands out tickets (`dev/dev.ts`; the passport page asks it). */
export const DEV_CAPTCHA_TICKET_PATH = '/dev/captcha/ticket';
/** A development ticket is good this long after it was issued. */
export const DEV_TICKET_TTL_MS = 10 * 60 * 1000;

/** Codes of a failed development check (shown as `验证失败[code]`). */
export const DEV_CAPTCHA_CODES = {
  /** No such ticket, or the randstr does not belong to it. */
  UNKNOWN: '7',
  /** Issued more than 10 minutes ago. */
  EXPIRED: '8',
  /** Already accepted once. */
  USED: '9',
} as const;

const TICKET = /^dev-[0-9a-f]{32}$/;

export interface DevTicket {
  ticket: string;
  randstr: string;
}

/**
 * The development captcha (CONTRACT section 7): `POST /dev/captcha/ticket` issues a ticket and
 * randstr, which `verify` accepts exactly once. Tickets live in the database, so they survive
 * a restart and every server process sees the same ones.
 */
export class DevCaptchaProvider implements CaptchaProvider {
  readonly kind = 'development';
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  appId(): string {
    return DEV_CAPTCHA_APP_ID;
  }

  /** A new one-time ticket; tickets issued over a day ago are dropped on the way. */
  async issue(now = new Date()): Promise<DevTicket> {
    const ticket = `dev-${randomBytes(16).toString('hex')}`;
    const randstr = randomBytes(6).toString('base64url');
    await this.#db
      .delete(captchaTickets)
      .where(lt(captchaTickets.issuedAt, new Date(now.getTime() - 24 * 60 * 60 * 1000)));
    await this.#db.insert(captchaTickets).values({ ticket, randstr, issuedAt: now });
    return { ticket, randstr };
  }

  async verify(ticket: string, randstr: string, _ip?: string): Promise<CaptchaVerdict> {
    // Only tickets this provider could have issued reach the database.
    if (!TICKET.test(ticket)) return fail('UNKNOWN');
    const now = new Date();
    const [used] = await this.#db
      .update(captchaTickets)
      .set({ usedAt: now })
      .where(
        and(
          eq(captchaTickets.ticket, ticket),
          eq(captchaTickets.randstr, randstr),
          isNull(captchaTickets.usedAt),
        ),
      )
      .returning({ issuedAt: captchaTickets.issuedAt });
    if (used) {
      return now.getTime() - used.issuedAt.getTime() > DEV_TICKET_TTL_MS
        ? fail('EXPIRED')
        : { ok: true };
    }
    const [row] = await this.#db
      .select({ randstr: captchaTickets.randstr, usedAt: captchaTickets.usedAt })
      .from(captchaTickets)
      .where(eq(captchaTickets.ticket, ticket));
    if (!row || row.randstr !== randstr) return fail('UNKNOWN');
    return fail('USED');
  }
}

function fail(kind: keyof typeof DEV_CAPTCHA_CODES): CaptchaVerdict {
  return {
    ok: false,
    code: DEV_CAPTCHA_CODES[kind],
    reason: `development ticket ${kind.toLowerCase()}`,
  };
}
