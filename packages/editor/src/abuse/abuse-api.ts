import type { AnswerOf, BodyOf } from '@h5-page/schema/admin-api/contract';
import type {
  AbuseCaps,
  abuseRulesAnswer,
  blockedEntryAnswer,
  blockedHandsetsAnswer,
  blockHandsetBody,
  unblockedAnswer,
} from '@h5-page/schema/admin-api/abuse';
import { call } from '../api/admin-api.ts';

export type { BlockedHandset } from '@h5-page/schema/admin-api/abuse';
/** A page's daily caps (0: no cap) and its verified-phone rule. */
export type AbuseRuleValues = AbuseCaps;
/** `GET /admin/api/pages/:code/abuse-rules`: the rules in force and the server's defaults. */
export type AbuseRulesAnswer = AnswerOf<typeof abuseRulesAnswer>;

const rules = (code: string) => `/pages/${encodeURIComponent(code)}/abuse-rules`;
const blocklist = (code: string) => `/pages/${encodeURIComponent(code)}/abuse-blocklist`;

export const abuseApi = {
  rules: (code: string) => call<typeof abuseRulesAnswer>('GET', rules(code)),
  saveRules: (code: string, values: AbuseRuleValues) =>
    call<typeof abuseRulesAnswer>('PUT', rules(code), values),
  blocklist: (code: string) =>
    call<typeof blockedHandsetsAnswer>('GET', blocklist(code)).then((answer) => answer.handsets),
  block: (code: string, entry: BodyOf<typeof blockHandsetBody>) =>
    call<typeof blockedEntryAnswer>('POST', blocklist(code), entry),
  unblock: (code: string, handset: string, global: boolean) =>
    call<typeof unblockedAnswer>(
      'DELETE',
      `${blocklist(code)}/${encodeURIComponent(handset)}${global ? '?global=1' : ''}`,
    ),
};
