import type { ActivityPage, Block } from '@h5-page/schema/page';
import type { CompanyDetails } from '@h5-page/schema/company-profile';
import { CALLBACK_NUMBER_PREFIX } from '@h5-page/schema/constants';
import { hotlineText, qualificationText } from './shared/copyright-texts.ts';

/** The footer's copyright line (flag `show`) of a company; `{year}` is filled when it renders. */
export const copyrightLine = (name: string): string => `Copyright © {year} ${name} 版权所有`;

/** The lead form's callback note of a company: callbacks come from 020 numbers (spec section 9). */
export const callbackNoteOf = (name: string): string =>
  `${name}客服会用 ${CALLBACK_NUMBER_PREFIX} 开头的号码回访您，请留意接听`;

/** The footer texts that state the company's facts: its name, licence number and hotline. */
export function companyFooterTexts(
  company: CompanyDetails,
): Record<'show' | 'show3' | 'show5', string> {
  return {
    show: copyrightLine(company.name),
    show3: qualificationText(company.licenceNumber),
    show5: hotlineText(company.hotline),
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The blocks with the company's facts written into every field that states one: each footer's
 * copyright line, qualification notice and hotline, and each lead form's service phone and
 * callback note, containers' children included. The values are written into the blocks (not
 * looked up when the page renders), so what a reviewer approves is what goes live; a footer's
 * flags stay as they were.
 */
export function withCompanyDetails(blocks: readonly Block[], company: CompanyDetails): Block[] {
  return blocks.map((block) => {
    const children = withCompanyDetails(block.children ?? [], company);
    if (block.name === 'copyright') {
      const texts = isRecord(block.value.texts) ? block.value.texts : {};
      return {
        ...block,
        value: { ...block.value, texts: { ...texts, ...companyFooterTexts(company) } },
        children,
      };
    }
    if (block.name === 'leadForm') {
      return {
        ...block,
        value: {
          ...block.value,
          servicePhone: company.hotline,
          callbackNote: callbackNoteOf(company.name),
        },
        children,
      };
    }
    return { ...block, children };
  });
}

/** A page file with the company's facts in its blocks and in every A/B variant's. */
export function pageWithCompanyDetails(page: ActivityPage, company: CompanyDetails): ActivityPage {
  return {
    ...page,
    page_schema: withCompanyDetails(page.page_schema, company),
    ...(page.variants
      ? {
          variants: page.variants.map((variant) => ({
            ...variant,
            page_schema: withCompanyDetails(variant.page_schema, company),
          })),
        }
      : {}),
  };
}
