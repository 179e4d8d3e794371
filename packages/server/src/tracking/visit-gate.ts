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
  ): Promise<boolean>;
}

/**
 * What the collector takes: events of pages visitors can load, from visits that loaded them.
 * Nobody can inflate a page's figures by sending events alone, and previews never count.
 */
export function createVisitGate(app: FastifyInstance): VisitGate {
  const published = app.publishedCodes;
  const sessions = createVisitSessions(app.config.jwtSecret);
  return {
    async pageView(pageCode, sid, path) {
      if (pageCode === null || isPreviewEvent(path) || !(await published.has(pageCode))) {
        return { store: false, session: null };
      }
      return { store: true, session: sid ? sessions.issue(sid, pageCode) : null };
    },
    async event(pageCode, sid, session, path) {
      if (pageCode === null || !(await published.has(pageCode))) {
        throw new AppError('TRACKING_PAGE_UNKNOWN');
      }
      if (isPreviewEvent(path)) return false;
      if (!sessions.verify(session, sid, pageCode)) throw new AppError('TRACKING_SESSION_INVALID');
      return true;
    },
  };
}
