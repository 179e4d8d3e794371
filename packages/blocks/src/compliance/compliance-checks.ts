import type { CompliancePhrase, ComplianceProblem } from './compliance-problem.ts';
import { linkProblems } from './link-problems.ts';
import { phraseProblems } from './phrase-problems.ts';
import { placeholderProblems } from './placeholder-problems.ts';
import { riskDisclosureProblems } from './risk-disclosure.ts';
import { visibleTexts } from './visible-texts.ts';

export interface ComplianceOptions {
  /** The phrase list in force (the admins' list, else `DEFAULT_COMPLIANCE_PHRASES`). */
  phrases: readonly CompliancePhrase[];
  /** Hosts besides this site links may lead to (REDIRECT_ALLOW_HOSTS). */
  allowHosts?: readonly string[];
}

/**
 * The compliance checks of a page file (a draft as stored or as being edited): forbidden and
 * risky phrases in what visitors read, the risk disclosure a selling page needs, placeholder
 * content, and links leaving for hosts outside the allow-list. Pure, so the builder runs it live
 * and the server answers the same; tolerant of a draft that does not validate yet.
 */
export function complianceChecks(page: unknown, options: ComplianceOptions): ComplianceProblem[] {
  const blocks = (page as { page_schema?: unknown } | null)?.page_schema;
  return [
    ...phraseProblems(visibleTexts(page), options.phrases),
    ...riskDisclosureProblems(blocks),
    ...placeholderProblems(blocks),
    ...linkProblems(blocks, options.allowHosts),
  ];
}
