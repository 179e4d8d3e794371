import type { BodyOf } from '@h5-page/schema/admin-api/contract';
import type {
  filingAnswer,
  filingRequiredBody,
  recordFilingBody,
} from '@h5-page/schema/admin-api/filing';
import { call } from '../api/admin-api.ts';

export type { FilingInfo, FilingState } from '@h5-page/schema/admin-api/filing';

const enc = encodeURIComponent;

/** Filing before use (需报备, docs/admin-api.md): the page's mark and its filings. */
export const filingApi = {
  get: (code: string) => call<typeof filingAnswer>('GET', `/pages/${enc(code)}/filing`),
  /** Publishers and admins. */
  setRequired: (code: string, required: boolean) =>
    call<typeof filingAnswer>('PUT', `/pages/${enc(code)}/filing`, {
      required,
    } satisfies BodyOf<typeof filingRequiredBody>),
  /** Publishers and admins; `filed_on` a China date YYYY-MM-DD, `reference` 1–64 characters. */
  record: (code: string, filedOn: string, reference: string) =>
    call<typeof filingAnswer>('POST', `/pages/${enc(code)}/filings`, {
      filed_on: filedOn,
      reference,
    } satisfies BodyOf<typeof recordFilingBody>),
};
