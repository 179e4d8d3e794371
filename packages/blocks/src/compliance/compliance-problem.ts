/**
 * The compliance rules, by the key answers and the builder name them with. `clipped` (a text a
 * phone's width cuts off) needs a layout: only the builder measures it
 * (`editor/src/page-editor/checks/clipped-texts.ts`), never the server's checks.
 */
export type ComplianceRule =
  | 'forbidden-phrase'
  | 'needs-notice'
  | 'risk-disclosure'
  | 'placeholder'
  | 'external-link'
  | 'clipped';

/** `error`: must be fixed before the page may go to review; `warning`: to look at. */
export type ComplianceLevel = 'error' | 'warning';

/** One compliance problem of a page (CONTRACT section 8, `GET /admin/api/pages/:code/checks`). */
export interface ComplianceProblem {
  /** Where, as schema problems say it: `page_schema[2].value.text`, `title`, `share.desc`. */
  path: string;
  rule: ComplianceRule;
  level: ComplianceLevel;
  /** In Chinese, naming the phrase or what is missing: `含有禁用词「保本」`. */
  message: string;
  /** A rule pack's problem: the rule (`pbc-316/guaranteed-return`), what it forbids, the source
   * it enforces and a compliant rewording. */
  rule_id?: string;
  title?: string;
  source?: string;
  suggestion?: string;
}

/** One entry of the phrase list admins edit (`GET`/`PUT /admin/api/compliance/phrases`). */
export interface CompliancePhrase {
  phrase: string;
  level: ComplianceLevel;
}
