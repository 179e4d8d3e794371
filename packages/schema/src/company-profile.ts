import { SEED_COMPANY } from './seed-company.ts';

/**
 * The company details a page states (企业信息, entered once by an admin): its registered name,
 * its 经营证券期货业务许可证编号 and its service and complaint line. Pages made from a template
 * carry them in their footers and lead forms. The server's request schema and the builder's form
 * check them by these rules. No zod: the builder imports it.
 */
export interface CompanyDetails {
  name: string;
  licenceNumber: string;
  hotline: string;
}

/** Until an admin saves the company's own: the demo company the seeded pages speak for. */
export const DEFAULT_COMPANY_DETAILS: CompanyDetails = {
  name: SEED_COMPANY.name,
  licenceNumber: SEED_COMPANY.licenceNumber,
  hotline: SEED_COMPANY.hotline,
};

export const COMPANY_NAME_MIN = 2;
export const COMPANY_NAME_MAX = 60;

/** A licence number as printed on the licence: letters, digits and hyphens. */
export const LICENCE_NUMBER_PATTERN = /^[0-9A-Za-z-]{6,40}$/;
export const LICENCE_NUMBER_RULE = '应为 6 到 40 位字母、数字或“-”';

/** A phone line as dialled: digits, with hyphens between groups (020-12345678, 95538). */
export const HOTLINE_PATTERN = /^(?=.{5,20}$)\d+(?:-\d+)*$/;
export const HOTLINE_RULE = '应为 5 到 20 位数字，可用“-”分段，例如 020-12345678';
