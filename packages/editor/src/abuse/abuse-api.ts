import { call } from '../admin-api.ts';

/** A page's daily caps (0: no cap) and its verified-phone rule. */
export interface AbuseRuleValues {
  per_address: number;
  per_device: number;
  per_handset: number;
  verified_only: boolean;
}

/** `GET /admin/api/pages/:code/abuse-rules`: the rules in force and the server's defaults. */
export interface AbuseRulesAnswer {
  rules: AbuseRuleValues & {
    /** The page's own rules; false: it follows the defaults. */
    custom: boolean;
    updated_at: string | null;
    updated_by: string | null;
  };
  defaults: AbuseRuleValues;
}

/** A blocked handset: on this page, or on every page (`global`). */
export interface BlockedHandset {
  handset: string;
  global: boolean;
  note: string;
  created_at: string;
  created_by: string | null;
}

const rules = (code: string) => `/pages/${encodeURIComponent(code)}/abuse-rules`;
const blocklist = (code: string) => `/pages/${encodeURIComponent(code)}/abuse-blocklist`;

export const abuseApi = {
  rules: (code: string) => call<AbuseRulesAnswer>('GET', rules(code)),
  saveRules: (code: string, values: AbuseRuleValues) =>
    call<AbuseRulesAnswer>('PUT', rules(code), values),
  blocklist: (code: string) =>
    call<{ handsets: BlockedHandset[] }>('GET', blocklist(code)).then((answer) => answer.handsets),
  block: (code: string, entry: { handset: string; note: string; global: boolean }) =>
    call<{ entry: BlockedHandset; created: boolean }>('POST', blocklist(code), entry),
  unblock: (code: string, handset: string, global: boolean) =>
    call<unknown>(
      'DELETE',
      `${blocklist(code)}/${encodeURIComponent(handset)}${global ? '?global=1' : ''}`,
    ),
};
