import type { CompliancePhrase, ComplianceProblem } from './compliance-problem.ts';
import { afterEndLinkProblems, linkProblems } from './link-problems.ts';
import { disclosureContrastProblems } from './disclosure-contrast.ts';
import { packProblems } from './pack-problems.ts';
import { videoCaptionProblems } from './video-caption.ts';
import { phraseProblems } from './phrase-problems.ts';
import { placeholderProblems } from './placeholder-problems.ts';
import { riskDisclosureProblems } from './risk-disclosure.ts';
import { visibleTexts } from './visible-texts.ts';

export interface ComplianceOptions {
  /**
   * The admins' own phrase list (else `DEFAULT_COMPLIANCE_PHRASES`), checked beside the rule
   * packs (`rule-packs.ts`), which always apply.
   */
  phrases: readonly CompliancePhrase[];
  /** Hosts besides this site links may lead to (REDIRECT_ALLOW_HOSTS). */
  allowHosts?: readonly string[];
}

/**
 * The compliance checks of a page file (a draft as stored or as being edited): forbidden and
 * risky phrases in what visitors read (the ended page's notice too), the risk disclosure a selling page needs, placeholder
 * content, and links leaving for hosts outside the allow-list. Pure, so the builder runs it live
 * and the server answers the same; tolerant of a draft that does not validate yet.
 */
export function complianceChecks(page: unknown, options: ComplianceOptions): ComplianceProblem[] {
  const variants = (page as { variants?: unknown } | null)?.variants;
  if (!Array.isArray(variants) || variants.length === 0) return pageChecks(page, options);
  // An A/B test: every variant is a page some visitors see, each checked whole, its problems
  // named by the variant's path (`variants[1].page_schema[2].value.text`); the page's own texts
  // (title, share card), which all variants show, once.
  return variants.flatMap((variant: unknown, index) => {
    const blocks = (variant as { page_schema?: unknown } | null)?.page_schema;
    const problems = pageChecks({ ...(page as object), page_schema: blocks }, options);
    return problems
      .filter((problem) => index === 0 || problem.path.startsWith('page_schema'))
      .map((problem) =>
        problem.path.startsWith('page_schema')
          ? { ...problem, path: `variants[${index}].${problem.path}` }
          : problem,
      );
  });
}

function pageChecks(page: unknown, options: ComplianceOptions): ComplianceProblem[] {
  const blocks = (page as { page_schema?: unknown } | null)?.page_schema;
  const texts = visibleTexts(page);
  return [
    ...packProblems(texts, blocks),
    ...phraseProblems(texts, options.phrases),
    ...riskDisclosureProblems(blocks),
    ...disclosureContrastProblems(page),
    ...videoCaptionProblems(blocks),
    ...placeholderProblems(blocks),
    ...linkProblems(blocks, options.allowHosts),
    ...afterEndLinkProblems(page, options.allowHosts),
  ];
}
