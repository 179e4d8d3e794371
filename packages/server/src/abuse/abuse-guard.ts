import type { FastifyReply, FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import { statsDateOf } from '@h5-page/schema/stats-period';
import { AppError } from '../errors.ts';
import type { ErrorCode } from '../errors.ts';
import { pageCodeFromReferer } from '../core/page-code-from-referer.ts';
import type { AbuseRuleSet, PageAbuseRules } from './abuse-repository.ts';
import type { AbuseRule } from './abuse-tables.ts';

/** The first-party cookie that names a visitor's device to the daily caps. */
export const DEVICE_COOKIE = 'h5_did';
const DEVICE_ID = /^[A-Za-z0-9_-]{16,64}$/;
const DEVICE_MAX_AGE_S = 400 * 24 * 60 * 60;

const REFUSALS: Record<AbuseRule, ErrorCode> = {
  address: 'ABUSE_ADDRESS_LIMIT',
  device: 'ABUSE_DEVICE_LIMIT',
  handset: 'ABUSE_HANDSET_LIMIT',
  blocklist: 'ABUSE_HANDSET_BLOCKED',
  unverified: 'ABUSE_UNVERIFIED',
};

/** What a guarded call knows of its visitor. */
export interface GuardInput {
  /** The page the call is made for; else the Referer's page, else '' (every unknown page). */
  pageCode?: string | null;
  /** The signed-in visitor: their handset is theirs, verified by the SMS login. */
  uid?: number | null;
  /** A handset the call was given (a sign-up form's). */
  handset?: string | null;
  /** Whether `handset` was verified in this call (an SMS code checked). */
  verified?: boolean;
}

/** The rules a page without its own follows: the configured caps, anyone may take part. */
export function defaultAbuseRules(request: FastifyRequest): AbuseRuleSet {
  const caps = request.server.config.abuseCapsPerDay;
  return {
    perAddress: caps.address,
    perDevice: caps.device,
    perHandset: caps.handset,
    verifiedOnly: false,
  };
}

/** The rules in force on a page. */
export function pageAbuseRules(request: FastifyRequest, pageCode: string): Promise<PageAbuseRules> {
  return request.server.abuse.rules(pageCode, defaultAbuseRules(request));
}

/** The device id the request carries; a visitor without one is given one for the next call. */
function deviceOf(request: FastifyRequest, reply: FastifyReply): string {
  const given = request.cookies?.[DEVICE_COOKIE];
  if (given && DEVICE_ID.test(given)) return given;
  reply.setCookie(DEVICE_COOKIE, randomBytes(16).toString('base64url'), {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: DEVICE_MAX_AGE_S,
  });
  return '';
}

/**
 * The one check every claim, sign-up and coupon grab runs before it writes: the handset
 * blocklist, the page's verified-phone rule, then one slot of the page's daily caps per address,
 * device and handset, taken all at once. A refusal is counted for the page's stats and thrown as
 * the catalogue's Chinese message (429 for a cap, 403 otherwise). An attempt that passes takes
 * its slots whether or not the call then succeeds, so retries of a failing script count too.
 */
export async function guard(
  request: FastifyRequest,
  reply: FastifyReply,
  input: GuardInput = {},
): Promise<void> {
  const app = request.server;
  const pageCode = input.pageCode || pageCodeFromReferer(request.headers.referer) || '';
  const day = statsDateOf(Date.now());
  const refuse = async (rule: AbuseRule): Promise<never> => {
    await app.abuse.refused(pageCode, day, rule);
    throw new AppError(REFUSALS[rule]);
  };

  let handset = input.handset ?? null;
  let verified = input.verified === true && handset !== null;
  if (input.uid) {
    const user = await app.accounts.users.findById(input.uid);
    if (user) {
      handset = user.handset;
      verified = true;
    }
  }

  const rules = await pageAbuseRules(request, pageCode);
  if (handset && (await app.abuse.isBlocked(pageCode, handset))) await refuse('blocklist');
  if (rules.verifiedOnly && !verified) await refuse('unverified');

  const reached = await app.abuse.take(pageCode, day, [
    { kind: 'address', key: request.ip, cap: rules.perAddress },
    // Only a page that counts devices gives visitors the cookie.
    {
      kind: 'device',
      key: rules.perDevice > 0 ? deviceOf(request, reply) : '',
      cap: rules.perDevice,
    },
    { kind: 'handset', key: handset ?? '', cap: rules.perHandset },
  ]);
  if (reached) await refuse(reached);
}
