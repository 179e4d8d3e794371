import type { CompliancePhrase, ComplianceProblem } from './compliance-problem.ts';
import { normalisePhrase } from './normalise-phrase.ts';
import type { VisibleText } from './visible-texts.ts';

/**
 * Words that, right before a phrase, deny it: a disclosure says 不承诺收益 or 本产品不保本, and
 * the footer's own default text does. Only these, in the normalised text, so `是零风险` is
 * still found.
 */
const NEGATIONS = ['不', '非', '未', '勿', '没有', '并无', '绝无'];

/** Whether `text` holds `phrase` (both normalised) at least once where no negation precedes it. */
function holds(text: string, phrase: string): boolean {
  for (let at = text.indexOf(phrase); at !== -1; at = text.indexOf(phrase, at + 1)) {
    const before = text.slice(Math.max(0, at - 2), at);
    if (!NEGATIONS.some((word) => before.endsWith(word))) return true;
  }
  return false;
}

/**
 * A problem per text and listed phrase it holds, matched on the normalised forms (spaces,
 * full-width characters and letter case do not hide a phrase). An error entry is a 禁用词, a
 * warning a 慎用词 the reviewer reads in context.
 */
export function phraseProblems(
  texts: readonly VisibleText[],
  phrases: readonly CompliancePhrase[],
): ComplianceProblem[] {
  const list = phrases
    .map((entry) => ({ ...entry, normal: normalisePhrase(entry.phrase) }))
    .filter((entry) => entry.normal !== '');
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
