import { packStamp, rulePackSchema } from '@h5-page/schema/rule-pack';
import type { PackRule, RulePack } from '@h5-page/schema/rule-pack';
import adLaw from './packs/ad-law.json';
import csrcAdvisor from './packs/csrc-advisor.json';
import fundPromotion from './packs/fund-promotion.json';
import pbc316 from './packs/pbc-316.json';
import { normalisePhrase } from './normalise-phrase.ts';

/** `make`'s answer, worked out on the first call. */
function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}

/** A pack file read, or the file's name and the first thing wrong with it. */
function readPack(name: string, data: unknown): RulePack {
  const parsed = rulePackSchema.safeParse(data);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  throw new Error(`rule pack ${name}: ${issue.path.join('.') || '(file)'}: ${issue.message}`);
}

/**
 * The rule packs every check applies, whatever the admins' own phrase list holds: the
 * regulations of securities marketing, one file per document (`packs/*.json`), in the order
 * their problems are listed. Read on first use, not when this module loads: the builder sets zod
 * to validate without generated code only once its entry runs, and a chunk's top-level parse
 * could come before that and trip the page's Content-Security-Policy.
 */
export const rulePacks = once((): readonly RulePack[] => [
  readPack('pbc-316.json', pbc316),
  readPack('csrc-advisor.json', csrcAdvisor),
  readPack('fund-promotion.json', fundPromotion),
  readPack('ad-law.json', adLaw),
]);

/** What approvals and archives record as the packs they were checked with. */
export const rulePacksStamp = once(() => packStamp(rulePacks()));

/** A rule made ready to match: its phrases normalised, its patterns compiled. */
export interface CompiledRule {
  rule: PackRule;
  phrases: string[];
  patterns: RegExp[];
  needs?: { phrases: string[]; patterns: RegExp[] };
}

const compile = (sources: readonly string[]) => sources.map((source) => new RegExp(source, 'gu'));
const normalised = (phrases: readonly string[]) =>
  phrases.map(normalisePhrase).filter((phrase) => phrase !== '');

export const compiledRules = once((): readonly CompiledRule[] =>
  rulePacks().flatMap((pack) =>
    pack.rules.map((rule) => ({
      rule,
      phrases: normalised(rule.phrases),
      patterns: compile(rule.patterns),
      ...(rule.needs
        ? {
            needs: {
              phrases: normalised(rule.needs.phrases),
              patterns: compile(rule.needs.patterns),
            },
          }
        : {}),
    })),
  ),
);

/** Every phrase a pack forbids outright: an admin's entry of the same words adds nothing. */
export const packPhrases = once(
  (): ReadonlySet<string> =>
    new Set(
      compiledRules()
        .filter((compiled) => !compiled.needs)
        .flatMap((compiled) => compiled.phrases),
    ),
);
