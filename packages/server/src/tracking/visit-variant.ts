import type { FastifyInstance } from 'fastify';
import { publishedVariantTokens } from './published-variants.ts';
import { visitSubject } from './visit-gate.ts';
import { createVisitSessions } from './visit-session.ts';

/**
 * The A/B variant a visit's page view of `pageCode` was counted for, read from the visit session
 * that page view answered (`sid` and `vs`, as its clicks carry them): the one variant of the
 * page's published version the session is bound to. Null without a visit, with a session that
 * is not this visit's or this page's (forged, expired), or when the page runs no experiment: what
 * a visitor claims alone credits no variant.
 */
export async function variantOfVisit(
  app: FastifyInstance,
  pageCode: string,
  sid: string | null,
  session: string | null,
): Promise<string | null> {
  if (!pageCode || !sid || !session) return null;
  const keys = await publishedVariantTokens(app, pageCode);
  if (keys.length === 0) return null;
  const sessions = createVisitSessions(app.config.jwtSecret);
  return keys.find((key) => sessions.verify(session, sid, visitSubject(pageCode, key))) ?? null;
}
