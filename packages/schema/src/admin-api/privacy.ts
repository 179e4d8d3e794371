import { z } from 'zod';

/** The personal-information statement and a visitor's request to erase their data. */

export const privacyStatementAnswer = z.object({
  version: z.int(),
  text: z.string(),
  created_at: z.string().describe('ISO 8601'),
  created_by: z.string().nullable().describe('null: the built-in default'),
});
export type PrivacyStatementInfo = z.infer<typeof privacyStatementAnswer>;

export const erasedAnswer = z.object({
  leads: z.int().describe('leads whose phone, name and answers were erased'),
  sms_codes: z.int().describe('SMS codes sent to the phone, deleted'),
});
export type ErasedData = z.infer<typeof erasedAnswer>;

export const privacyStatementBody = z.object({ text: z.string() });
export const eraseVisitorBody = z.object({
  phone: z.string().describe('访客的手机号（中国大陆 11 位）'),
});
