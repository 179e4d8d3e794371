import { z } from 'zod';

/** The compliance checks of a draft and the forbidden-phrase list (CONTRACT section 6). */

export const PROBLEM_LEVELS = ['error', 'warning'] as const;
const level = z.enum(PROBLEM_LEVELS);

export const complianceProblemAnswer = z.object({
  path: z.string().describe('page_schema[2].value.text, title, share.desc'),
  rule: z.enum([
    'forbidden-phrase',
    'needs-notice',
    'risk-disclosure',
    'placeholder',
    'external-link',
  ]),
  level,
  message: z.string().describe('in Chinese: 含有禁用词「保本」'),
  rule_id: z
    .string()
    .optional()
    .describe("a rule pack's problem: its rule, pbc-316/guaranteed-return"),
  title: z.string().optional().describe('what the rule forbids or asks'),
  source: z.string().optional().describe('the regulation and clause the rule enforces'),
  suggestion: z.string().optional().describe('a compliant rewording'),
});
export type ComplianceProblem = z.infer<typeof complianceProblemAnswer>;
export const complianceProblemsAnswer = z.object({ problems: z.array(complianceProblemAnswer) });

export const phraseEntrySchema = z.object({ phrase: z.string(), level });
export type PhraseEntry = z.infer<typeof phraseEntrySchema>;
export const phrasesAnswer = z.object({
  phrases: z.array(phraseEntrySchema),
  updated_at: z.string().nullable().describe('ISO 8601; null while the default list applies'),
  updated_by: z.string().nullable(),
  allow_hosts: z
    .array(z.string())
    .describe('REDIRECT_ALLOW_HOSTS: the hosts besides this site links may lead to'),
});
export type PhraseList = z.infer<typeof phrasesAnswer>;

export const phrasesBody = z.object({ phrases: z.array(phraseEntrySchema) });
