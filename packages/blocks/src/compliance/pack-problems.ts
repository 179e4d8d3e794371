import { COPYRIGHT_FLAGS, DEFAULT_COPYRIGHT_TEXTS } from '../shared/copyright-texts.ts';
import type { ComplianceProblem } from './compliance-problem.ts';
import { normalisePhrase } from './normalise-phrase.ts';
import { pageBlocks } from './page-blocks.ts';
import { negatedAt } from './phrase-problems.ts';
import { compiledRules } from './rule-packs.ts';
import type { CompiledRule } from './rule-packs.ts';
import type { VisibleText } from './visible-texts.ts';

/** Where a companion text is looked for, as the message says it. */
const SCOPE_WORDS = {
  text: '同一段文字中',
  neighbour: '本组件或相邻组件中',
  page: '页面中',
} as const;

/** The block a text belongs to (`page_schema[4].children[0]`), or null for the page's own. */
function blockOf(path: string): string | null {
  const at = path.indexOf('.value.');
  return at === -1 ? null : path.slice(0, at);
}

/** The blocks right before and after `block` in its own list, and itself. */
function neighbourhood(block: string): string[] {
  const match = /^(.*)\[(\d+)\]$/.exec(block);
  if (!match) return [block];
  const index = Number(match[2]);
  return [block, `${match[1]}[${index - 1}]`, `${match[1]}[${index + 1}]`];
}

/** The matches of `phrases` and `patterns` in the normalised `text` that no negation precedes. */
function found(text: string, phrases: readonly string[], patterns: readonly RegExp[]): string[] {
  const hits: string[] = [];
  for (const phrase of phrases)
    for (let at = text.indexOf(phrase); at !== -1; at = text.indexOf(phrase, at + 1))
      if (!negatedAt(text, at)) {
        hits.push(phrase);
        break;
      }
  for (const pattern of patterns)
    for (const match of text.matchAll(pattern))
      if (match[0] !== '' && !negatedAt(text, match.index)) {
        hits.push(match[0]);
        break;
      }
  return hits;
}

/**
 * The texts a visitor reads on the page, normalised, with the risk footer's shown texts (its
 * product wording stands in for an empty field): a companion a rule needs may be any of them.
 */
function companionTexts(texts: readonly VisibleText[], blocks: unknown) {
  const all = texts.map(({ path, text }) => ({
    block: blockOf(path),
    text: normalisePhrase(text),
  }));
  for (const footer of pageBlocks(blocks)) {
    if (footer.name !== 'copyright' || footer.inPopup) continue;
    const own = (footer.value.texts ?? {}) as Record<string, unknown>;
    for (const flag of COPYRIGHT_FLAGS) {
      if (footer.value[flag] !== true) continue;
      const text = typeof own[flag] === 'string' && own[flag] !== '' ? own[flag] : undefined;
      all.push({
        block: footer.path,
        text: normalisePhrase(text ?? DEFAULT_COPYRIGHT_TEXTS[flag]),
      });
    }
  }
  return all;
}

/**
 * The problems the rule packs find in a page's visible texts, each naming its rule, the source it
 * enforces and a compliant rewording. A rule with `needs` flags a match only when its companion
 * (a past-performance statement, a risk warning, a superlative's source) is not where the rule
 * asks for it. One problem per text and matched words: the first pack's rule names it.
 */
export function packProblems(texts: readonly VisibleText[], blocks: unknown): ComplianceProblem[] {
  const companions = companionTexts(texts, blocks);
  const hasCompanion = (compiled: CompiledRule, path: string, text: string) => {
    const needs = compiled.needs!;
    const scope = compiled.rule.needs!.scope;
    const block = blockOf(path);
    // The page's own texts (title, share card) stand beside no block: the whole page is near.
    const around = scope === 'neighbour' && block !== null ? neighbourhood(block) : null;
    const inside = (entry: { block: string | null }) =>
      around === null ||
      around.some((at) => entry.block === at || Boolean(entry.block?.startsWith(`${at}.`)));
    const near = scope === 'text' ? [text] : companions.filter(inside).map((entry) => entry.text);
    return near.some((candidate) => found(candidate, needs.phrases, needs.patterns).length > 0);
  };
  const problems: ComplianceProblem[] = [];
  for (const { path, text } of texts) {
    const normal = normalisePhrase(text);
    const flagged = new Set<string>();
    for (const compiled of compiledRules()) {
      // 稳赚不赔 is one problem, not also 稳赚: a match inside a longer one is left out.
      const all = [...new Set(found(normal, compiled.phrases, compiled.patterns))];
      const hits = all.filter(
        (hit) =>
          !all.some((other) => other !== hit && other.includes(hit)) &&
          ![...flagged].some((other) => other.includes(hit)),
      );
      if (hits.length === 0) continue;
      if (compiled.needs && hasCompanion(compiled, path, normal)) continue;
      const { rule } = compiled;
      for (const hit of hits) {
        flagged.add(hit);
        problems.push({
          path,
          rule: rule.needs ? 'needs-notice' : 'forbidden-phrase',
          level: rule.level,
          message: rule.needs
            ? `含有「${hit}」，须在${SCOPE_WORDS[rule.needs.scope]}注明${rule.needs.what}`
            : rule.level === 'error'
              ? `含有禁用词「${hit}」`
              : `含有慎用词「${hit}」，请确认表述合规`,
          rule_id: rule.id,
          title: rule.title,
          source: rule.source,
          suggestion: rule.suggestion,
        });
      }
    }
  }
  return problems;
}
