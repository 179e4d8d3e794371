import { call } from '../admin-api.ts';

/** A saved version of the personal-information statement (`GET /admin/api/privacy-statement`). */
export interface PrivacyStatementInfo {
  version: number;
  text: string;
  created_at: string;
  /** Null: the built-in default. */
  created_by: string | null;
}

/** What erasing a visitor's data by phone erased (`POST /admin/api/leads/erase`). */
export interface VisitorErasure {
  leads: number;
  sms_codes: number;
}

/** The privacy calls of the admin API (docs/admin-api.md). */
export const privacyApi = {
  statement: () => call<PrivacyStatementInfo>('GET', '/privacy-statement'),
  saveStatement: (text: string) =>
    call<PrivacyStatementInfo>('PUT', '/privacy-statement', { text }),
  eraseVisitor: (phone: string) => call<VisitorErasure>('POST', '/leads/erase', { phone }),
};
