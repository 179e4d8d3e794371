import type { CompliancePhrase, ComplianceProblem } from './compliance-problem.ts';
import { normalisePhrase } from './normalise-phrase.ts';
import { packPhrases } from './rule-packs.ts';
import type { VisibleText } from './visible-texts.ts';

/**
 * Words that, right before a phrase, deny it: a disclosure says 不承诺收益 or 本产品不保本, and
 * the footer's own default text does. Only these, in the normalised text, so `是零风险` is
 * still found.
 */
const NEGATIONS = ['不', '非', '未', '勿', '没有', '并无', '绝无'];

/**
 * Words that deny whatever follows them in their clause, a list included: 不构成收益承诺,
 * 定投不能保证收益, 请勿轻信任何私下荐股、代客理财. A single 不 does not reach that far
 * (本服务不收费，保本 still holds 保本), and a clause ends at any stop or comma, not at 、.
 */
const CLAUSE_NEGATIONS = [
  '不构成',
  '不涉及',
  '不代表',
  '不能',
  '不会',
  '无法',
  '并非',
  '请勿',
  '切勿',
  '谨防',
  '警惕',
  '不保证',
  '不承诺',
  '严禁',
  '禁止',
  '不得',
];
const CLAUSE_END = /[,.;:!?。，；：！？]/u;

/** Whether a negation stands before position `at` of the normalised `text` (see above). */
export function negatedAt(text: string, at: number): boolean {
  const before = text.slice(Math.max(0, at - 2), at);
  if (NEGATIONS.some((word) => before.endsWith(word))) return true;
  let start = at;
  while (start > 0 && !CLAUSE_END.test(text[start - 1]!)) start -= 1;
  const clause = text.slice(start, at);
  return CLAUSE_NEGATIONS.some((word) => clause.includes(word));
}

/** Whether `text` holds `phrase` (both normalised) at least once where no negation precedes it. */
function holds(text: string, phrase: string): boolean {
  for (let at = text.indexOf(phrase); at !== -1; at = text.indexOf(phrase, at + 1)) {
    if (!negatedAt(text, at)) return true;
  }
  return false;
}

/**
 * A problem per text and listed phrase it holds, matched on the normalised forms (spaces,
 * full-width characters and letter case do not hide a phrase). An error entry is a 禁用词, a
 * warning a 慎用词 the reviewer reads in context. A phrase a rule pack forbids is left to the
 * pack, whose problem names its source.
 */
export function phraseProblems(
  texts: readonly VisibleText[],
  phrases: readonly CompliancePhrase[],
): ComplianceProblem[] {
  const list = phrases
    .map((entry) => ({ ...entry, normal: normalisePhrase(entry.phrase) }))
    .filter((entry) => entry.normal !== '' && !packPhrases().has(entry.normal));
  const problems: ComplianceProblem[] = [];
  for (const { path, text } of texts) {
    const normal = normalisePhrase(text);
    for (const entry of list) {
      if (!holds(normal, entry.normal)) continue;
      problems.push({
        path,
        rule: 'forbidden-phrase',
        level: entry.level,
        message:
          entry.level === 'error'
            ? `含有禁用词「${entry.phrase}」`
            : `含有慎用词「${entry.phrase}」，请确认表述合规`,
      });
    }
  }
  return problems;
}
