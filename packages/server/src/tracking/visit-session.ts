import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The server-issued visit session: the page view of a published page answers a token (header
 * `X-Visit-Session`) bound to the visit's session id and the page code, and the visit's later
 * events (clicks, visit-duration beacons) must carry it as `vs`. The rendered page is cached and
 * shared by every visitor, so the token is not in the HTML: each visit gets its own from its page
 * view. Signed, not stored: any process with the same secret checks it without a lookup.
 */
export { VISIT_SESSION_HEADER } from '@h5-page/schema/visit-session';
/** How long a token is taken: a page left open a day still reports its visit. */
export const VISIT_SESSION_MAX_AGE_MS = 26 * 60 * 60 * 1000;
/** How far apart server processes' clocks may be: a token issued that far ahead is taken. */
export const CLOCK_SKEW_MS = 60_000;

const TOKEN = /^([0-9a-z]{1,11})\.([A-Za-z0-9_-]{22})$/;

/** When a well-formed token says it was issued (epoch ms); null for anything else. */
export function visitIssuedAt(token: unknown): number | null {
  if (typeof token !== 'string') return null;
  const match = TOKEN.exec(token);
  return match ? parseInt(match[1] ?? '', 36) : null;
}

export interface VisitSessions {
  issue(sid: string, pageCode: string, now?: number): string;
  /** Whether `token` was issued to this session id and page, and is recent enough. */
  verify(token: unknown, sid: string | null, pageCode: string | null, now?: number): boolean;
}

export function createVisitSessions(secret: string): VisitSessions {
  // A key of its own, so a visit token can never stand for another signed value.
  const key = createHash('sha256').update(`h5-page visit session\0${secret}`).digest();
  const sign = (sid: string, pageCode: string, issuedAt: string) =>
    createHmac('sha256', key)
      .update(`${sid}\0${pageCode}\0${issuedAt}`)
      .digest('base64url')
      .slice(0, 22);
  return {
    issue(sid, pageCode, now = Date.now()) {
      const issuedAt = now.toString(36);
      return `${issuedAt}.${sign(sid, pageCode, issuedAt)}`;
    },
    verify(token, sid, pageCode, now = Date.now()) {
      if (typeof token !== 'string' || !sid || !pageCode) return false;
      const match = TOKEN.exec(token);
      if (!match) return false;
      const [, issuedAt = '', mac = ''] = match;
      const at = parseInt(issuedAt, 36);
      // A little of the future is taken: processes' clocks differ.
      if (!(at <= now + CLOCK_SKEW_MS && now - at <= VISIT_SESSION_MAX_AGE_MS)) return false;
      const expected = Buffer.from(sign(sid, pageCode, issuedAt));
      const given = Buffer.from(mac);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
