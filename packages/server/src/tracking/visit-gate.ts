import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.ts';
import { isPreviewEvent } from './preview-event.ts';
import { createVisitSessions } from './visit-session.ts';

export interface VisitGate {
  /**
   * A page view: whether to store it (a published page, not a preview) and, when the visit
   * named its session id, the visit session its later events must carry.
   */
  pageView(
    pageCode: string | null,
    sid: string | null,
    path: string | null,
    variant?: string | null,
  ): Promise<{ store: boolean; session: string | null }>;
  /**
   * A click or visit beacon: false for a preview's (not stored); refused when its page is not a
   * published page (404) or it does not carry the session its page view got (403).
   */
  event(
    pageCode: string | null,
    sid: string | null,
    session: unknown,
    path: string | null,
    variant?: string | null,
  ): Promise<boolean>;
}

/**
 * What a visit session is bound to: the page, and the A/B variant its view showed, so a visit's
 * later events can only carry the variant its page view reported. Without a variant it is the
 * page code alone, as sessions were before variants.
 */
const visitSubject = (pageCode: string, variant: string | null | undefined) =>
  variant ? `${pageCode}\u0000${variant}` : pageCode;

/**
 * What the collector takes: events of pages visitors can load, from visits that loaded them.
 * Nobody can inflate a page's figures by sending events alone, and previews never count.
 */
export function createVisitGate(app: FastifyInstance): VisitGate {
  const published = app.publishedCodes;
  const sessions = createVisitSessions(app.config.jwtSecret);
  return {
    async pageView(pageCode, sid, path, variant) {
      if (pageCode === null || isPreviewEvent(path) || !(await published.has(pageCode))) {
        return { store: false, session: null };
      }
      return {
        store: true,
        session: sid ? sessions.issue(sid, visitSubject(pageCode, variant)) : null,
      };
    },
    async event(pageCode, sid, session, path, variant) {
      if (pageCode === null || !(await published.has(pageCode))) {
        throw new AppError('TRACKING_PAGE_UNKNOWN');
      }
      if (isPreviewEvent(path)) return false;
      if (!sessions.verify(session, sid, visitSubject(pageCode, variant))) {
        throw new AppError('TRACKING_SESSION_INVALID');
      }
      return true;
    },
  };
}
