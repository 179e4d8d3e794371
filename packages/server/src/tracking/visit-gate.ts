import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.ts';
import { isPreviewEvent } from './preview-event.ts';
import { publishedVariantTokens } from './published-variants.ts';
import { createVisitSessions, visitIssuedAt } from './visit-session.ts';

/** The visit session an event carried, checked. */
export interface VisitProof {
  token: string;
  /** When its page view was counted (epoch ms, the issuing process's clock). */
  issuedAt: number;
  /** The A/B variant its page view counted for (null: none). */
  variant: string | null;
}

export interface VisitGate {
  /**
   * A page view: whether to store it (a published page, not a preview), the A/B variant it
   * counts for (the one it named when the published page has it, else none) and, when the visit
   * named its session id, the visit session its later events must carry.
   */
  pageView(
    pageCode: string | null,
    sid: string | null,
    path: string | null,
    variant?: string | null,
  ): Promise<{ store: boolean; session: string | null; variant: string | null }>;
  /**
   * A click or visit beacon: null for a preview's (not stored); refused when its page is not a
   * published page (404) or it does not carry the session its page view got (403). The variant
   * it names is read as its page view's was, and must be the one that view counted for.
   */
  event(
    pageCode: string | null,
    sid: string | null,
    session: unknown,
    path: string | null,
    variant?: string | null,
  ): Promise<VisitProof | null>;
}

/**
 * What a visit session is bound to: the page, and the A/B variant its view showed, so a visit's
 * later events can only carry the variant its page view reported. Without a variant it is the
 * page code alone, as sessions were before variants.
 */
export const visitSubject = (pageCode: string, variant: string | null | undefined) =>
  variant ? `${pageCode}\u0000${variant}` : pageCode;

/**
 * What the collector takes: events of pages visitors can load, from visits that loaded them.
 * Nobody can inflate a page's figures by sending events alone, and previews never count.
 */
export function createVisitGate(app: FastifyInstance): VisitGate {
  const published = app.publishedCodes;
  const sessions = createVisitSessions(app.config.jwtSecret);
  // A key the page does not run (made up, or of an experiment since ended) is no variant: the
  // experiment counts only its own variants' visits, and a stale page still reports its clicks.
  const countedVariant = async (pageCode: string, variant: string | null | undefined) =>
    variant && (await publishedVariantTokens(app, pageCode)).includes(variant) ? variant : null;
  return {
    async pageView(pageCode, sid, path, variant) {
      if (pageCode === null || isPreviewEvent(path) || !(await published.has(pageCode))) {
        return { store: false, session: null, variant: null };
      }
      const counted = await countedVariant(pageCode, variant);
      return {
        store: true,
        session: sid ? sessions.issue(sid, visitSubject(pageCode, counted)) : null,
        variant: counted,
      };
    },
    async event(pageCode, sid, session, path, variant) {
      if (pageCode === null || !(await published.has(pageCode))) {
        throw new AppError('TRACKING_PAGE_UNKNOWN');
      }
      if (isPreviewEvent(path)) return null;
      const counted = await countedVariant(pageCode, variant);
      const issuedAt = visitIssuedAt(session);
      const bound = (key: string | null | undefined) =>
        sessions.verify(session, sid, visitSubject(pageCode, key));
      // A view counted for a variant of an experiment ended since still reports, as no variant.
      if (
        issuedAt === null ||
        !(bound(counted) || (!!variant && variant !== counted && bound(variant)))
      ) {
        throw new AppError('TRACKING_SESSION_INVALID');
      }
      return { token: session as string, issuedAt, variant: counted };
    },
  };
}
