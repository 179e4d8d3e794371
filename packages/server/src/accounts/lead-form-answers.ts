import type { FastifyInstance } from 'fastify';
import { checkLeadAnswers, leadExtraFields } from '@h5-page/schema/lead-extra-fields';
import type { LeadExtraAnswer, LeadExtraField } from '@h5-page/schema/lead-extra-fields';
import { isPlainRecord } from '@h5-page/schema/is-plain-record';
import type { CachedPage } from '../pages/store/published-page-cache.ts';
import { AppError } from '../errors.ts';

/** Each published page's lead forms' extra fields, read once per cached version. */
const formsOfPage = new WeakMap<CachedPage, LeadExtraField[][]>();

/** The extra fields of every lead form on a page (children of containers included), in order. */
function leadFormsOf(page: CachedPage): LeadExtraField[][] {
  const known = formsOfPage.get(page);
  if (known) return known;
  const forms: LeadExtraField[][] = [];
  const walk = (blocks: unknown) => {
    if (!Array.isArray(blocks)) return;
    for (const block of blocks) {
      if (!isPlainRecord(block)) continue;
      if (block.name === 'leadForm') forms.push(leadExtraFields(block.value));
      walk(block.children);
    }
  };
  try {
    walk((JSON.parse(page.json) as { page_schema?: unknown }).page_schema);
  } catch {
    // A stored page is JSON the server wrote; should it not parse, no form asks for more.
  }
  formsOfPage.set(page, forms);
  return forms;
}

/**
 * The answers of a lead to its form's extra fields, checked against the lead forms of the page
 * as visitors see it (its published version): every answer names a field of the form, every
 * required field is answered, a select's answer is one of its options. A page with several lead
 * forms takes the answers of any of them. Without a published page (or a lead form on it) only
 * no answers are right, as before forms had extra fields. Refused: 400 LEAD_ANSWER_REFUSED, the
 * msg naming the field.
 */
export async function checkedLeadAnswers(
  app: FastifyInstance,
  pageCode: string,
  answers: Readonly<Record<string, unknown>>,
): Promise<LeadExtraAnswer[]> {
  const found = pageCode ? await app.publishedPages.get(pageCode) : 'missing';
  const forms = typeof found === 'object' ? leadFormsOf(found) : [];
  let refusal: string | null = null;
  for (const fields of forms.length > 0 ? forms : [[]]) {
    const check = checkLeadAnswers(fields, answers);
    if (check.ok) return check.answers;
    refusal ??= check.message;
  }
  throw new AppError('LEAD_ANSWER_REFUSED', refusal ?? undefined);
}
