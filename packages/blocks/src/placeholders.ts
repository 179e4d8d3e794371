import { isBlockName } from '@h5-page/schema/block-names';
import type { BlockName } from '@h5-page/schema/block-names';
import type { Block } from '@h5-page/schema/page';
import { blockDefinitions } from './block-definitions.ts';
import type { PlaceholderRule } from './placeholder-rule.ts';
import { fieldsOf } from './fields-of.ts';

/** Content of a page still at a placeholder: which block, which field, what to replace. */
export interface PlaceholderHit {
  /** The field in the page file: `page_schema[7].value.texts.show3`. */
  path: string;
  /** The block's path: `page_schema[7]`, `page_schema[2].children[0]`. */
  blockPath: string;
  /** The field inside the block: `value.texts.show3`, `value.list[0].url`. */
  field: string;
  block: BlockName;
  /** The block's Chinese name (`版权及风险提示`). */
  blockLabel: string;
  /** What to replace (`许可证编号`). */
  label: string;
  /**
   * The field stands for an example that states facts (its rule's `example`): stating them as
   * the company's would be false, so it is an error, not a warning.
   */
  example: boolean;
}

/** A blank text is an empty field: the block shows its default there. */
const emptied = (v: unknown): unknown => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** The placeholder values of a rule: its own, the empty field and its example, or the block's default at its key. */
function placeholderValues(name: BlockName, rule: PlaceholderRule): unknown[] {
  if (rule.values) return rule.values.map(emptied);
  if (rule.example !== undefined) return [undefined, rule.example];
  const defaults = fieldsOf(blockDefinitions[name].defaultValue, rule.key);
  return defaults.map((field) => emptied(field.value));
}

/** Whether `value` is still the placeholder `rule` describes. */
export function isPlaceholder(name: BlockName, rule: PlaceholderRule, value: unknown): boolean {
  const actual = emptied(value);
  if (placeholderValues(name, rule).some((p) => JSON.stringify(p) === JSON.stringify(actual))) {
    return true;
  }
  return typeof actual === 'string' && (rule.marks ?? []).some((mark) => actual.includes(mark));
}

/**
 * Fields of these blocks (children included) still at a placeholder value, in page order: the
 * sample licence number and hotline of the footer, the lead form's callback note left empty, demo
 * banners, sample texts. One rule for the builder's pre-publish checklist and the server's checks.
 */
export function findPlaceholders(blocks: readonly Block[], at = 'page_schema'): PlaceholderHit[] {
  const hits: PlaceholderHit[] = [];
  blocks.forEach((block, i) => {
    const blockPath = `${at}[${i}]`;
    const name = block?.name;
    if (isBlockName(name)) {
      const definition = blockDefinitions[name];
      const value = block.value;
      for (const rule of definition.placeholders ?? []) {
        if (rule.shownBy !== undefined && fieldsOf(value, rule.shownBy)[0]?.value !== true)
          continue;
        for (const field of fieldsOf(value, rule.key)) {
          if (!isPlaceholder(name, rule, field.value)) continue;
          hits.push({
            path: `${blockPath}.value.${field.key}`,
            blockPath,
            field: `value.${field.key}`,
            block: name,
            blockLabel: definition.label,
            label: rule.label,
            example: rule.example !== undefined,
          });
        }
      }
    }
    if (Array.isArray(block?.children))
      hits.push(...findPlaceholders(block.children, `${blockPath}.children`));
  });
  return hits;
}
