import { z } from 'zod';

/**
 * A rule pack: the rules of one regulation as data (`blocks/src/compliance/packs/*.json`), each
 * naming the document and clause it enforces and a compliant rewording. Phrases and patterns are
 * read over the normalised text (NFKC, no spaces, lower case; `blocks/compliance/normalise-phrase`),
 * so a pattern is written for that form: `年化收益20%`, never with a space.
 */

/**
 * Where a rule's companion text (`needs`) may stand: in the same text, in the same block or the
 * one right before or after it, or anywhere on the page (a shown risk footer counts there).
 */
export const RULE_NEED_SCOPES = ['text', 'neighbour', 'page'] as const;
export type RuleNeedScope = (typeof RULE_NEED_SCOPES)[number];

const pattern = z
  .string()
  .min(1)
  .superRefine((source, context) => {
    try {
      new RegExp(source, 'u');
    } catch (error) {
      context.addIssue({
        code: 'custom',
        message: `not a regular expression: ${error instanceof Error ? error.message : String(error)}`,
      });
    }
  });

const ruleSchema = z
  .object({
    /** `pack/rule`, stable: approvals, archives and answers name a rule by it. */
    id: z.string().regex(/^[a-z0-9-]+\/[a-z0-9-]+$/, 'expected pack-id/rule-id in lower case'),
    level: z.enum(['error', 'warning']),
    /** What the rule forbids or asks, in Chinese. */
    title: z.string().min(1),
    /** The document and clause it enforces. */
    source: z.string().min(1),
    /** A compliant rewording the builder offers at the field. */
    suggestion: z.string().min(1),
    phrases: z.array(z.string().min(1)).default([]),
    patterns: z.array(pattern).default([]),
    /**
     * A match is a problem only without one of these nearby (a performance figure without the
     * past-performance statement, a superlative without its source).
     */
    needs: z
      .object({
        scope: z.enum(RULE_NEED_SCOPES),
        /** What is missing, as the message names it: 「过往业绩不代表未来表现」. */
        what: z.string().min(1),
        phrases: z.array(z.string().min(1)).default([]),
        patterns: z.array(pattern).default([]),
      })
      .refine((needs) => needs.phrases.length + needs.patterns.length > 0, {
        message: 'needs: expected phrases or patterns',
      })
      .optional(),
    /** Texts the rule must flag and texts it must leave alone: the pack's own tests read them. */
    examples: z.object({
      flagged: z.array(z.string().min(1)).min(1),
      passed: z.array(z.string().min(1)).default([]),
    }),
  })
  .refine((rule) => rule.phrases.length + rule.patterns.length > 0, {
    message: 'expected phrases or patterns',
  });

export const rulePackSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/, 'expected lower-case letters, digits and "-"'),
  /** Dated: `2026.11.28`, a further `.1` for a second change that day. */
  version: z.string().regex(/^\d{4}\.\d{2}\.\d{2}(\.\d+)?$/, 'expected YYYY.MM.DD'),
  title: z.string().min(1),
  /** The regulation, as its title is cited. */
  document: z.string().min(1),
  rules: z.array(ruleSchema).min(1),
});

export type RulePack = z.infer<typeof rulePackSchema>;
export type PackRule = RulePack['rules'][number];

/** `pbc-316@2026.11.28`: how an approval or an archive records the packs it was checked with. */
export function packStamp(packs: readonly Pick<RulePack, 'id' | 'version'>[]): string {
  return packs.map((pack) => `${pack.id}@${pack.version}`).join(' ');
}
