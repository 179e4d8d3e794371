import type { BodyOf } from '@h5-page/schema/admin-api/contract';
import type {
  erasedAnswer,
  eraseVisitorBody,
  privacyStatementAnswer,
  privacyStatementBody,
} from '@h5-page/schema/admin-api/privacy';
import { call } from '../api/admin-api.ts';

export type { PrivacyStatementInfo } from '@h5-page/schema/admin-api/privacy';
/** What erasing a visitor's data by phone erased (`POST /admin/api/leads/erase`). */
export type { ErasedData as VisitorErasure } from '@h5-page/schema/admin-api/privacy';

/** The privacy calls of the admin API (docs/admin-api.md). */
export const privacyApi = {
  statement: () => call<typeof privacyStatementAnswer>('GET', '/privacy-statement'),
  saveStatement: (text: string) =>
    call<typeof privacyStatementAnswer>('PUT', '/privacy-statement', {
      text,
    } satisfies BodyOf<typeof privacyStatementBody>),
  eraseVisitor: (phone: string) =>
    call<typeof erasedAnswer>('POST', '/leads/erase', {
      phone,
    } satisfies BodyOf<typeof eraseVisitorBody>),
};
