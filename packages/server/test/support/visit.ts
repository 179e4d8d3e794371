import type { FastifyInstance } from 'fastify';
import { validatePage, formatProblem } from '@h5-page/schema';
import { createVisitSessions } from '../../src/tracking/visit-session.ts';

/** Publishes an empty page of each code (the collector takes events of published pages only). */
export async function publishPages(app: FastifyInstance, ...codes: string[]): Promise<void> {
  for (const code of codes) {
    const result = validatePage({ code, title: code, page_schema: [] });
    if (!result.ok) throw new Error(result.problems.map(formatProblem).join('\n'));
    await app.pages.importPage(result.page);
  }
}

/**
 * The visit session a page view of `code` would answer to session `sid` (signed as the server
 * does), at `at` (default now): each page view has its own.
 */
export function visitSessionOf(
  app: FastifyInstance,
  sid: string,
  code: string,
  at = Date.now(),
): string {
  return createVisitSessions(app.config.jwtSecret).issue(sid, code, at);
}
