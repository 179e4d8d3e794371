import type { FastifyInstance } from 'fastify';
import { complianceChecks } from '@h5-page/blocks/compliance/compliance-checks';
import type { ComplianceProblem } from '@h5-page/blocks/compliance/compliance-problem';

/**
 * The compliance checks of a page file with the phrase list in force and this server's
 * REDIRECT_ALLOW_HOSTS: what `GET /admin/api/pages/:code/checks` answers, and what a submission
 * for review is held to.
 */
export async function draftChecks(
  app: FastifyInstance,
  page: unknown,
): Promise<ComplianceProblem[]> {
  const { phrases } = await app.compliancePhrases.get();
  return complianceChecks(page, { phrases, allowHosts: app.config.redirectAllowHosts });
}
