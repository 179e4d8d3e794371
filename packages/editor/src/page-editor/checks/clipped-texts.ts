import { blockDefinitions } from '@h5-page/blocks/block-definitions';
import type { TextClip } from '@h5-page/blocks/block-definition';
import type { ComplianceProblem } from '@h5-page/blocks/compliance/compliance-problem';
import { fieldsOf } from '@h5-page/blocks/fields-of';
import { isBlockName } from '@h5-page/schema/block-names';
import type { Block } from '@h5-page/schema/page';

/** A block that shows a written text it may cut off (its definition's `clips` with `measure`). */
export interface ClipTarget {
  /** Its path in the page file: `page_schema[3]`, `variants[1].page_schema[0].children[2]`. */
  path: string;
  block: Block;
}

/** A field whose text did not fit at a width. */
export interface ClipCut {
  /** The field in the page file: `page_schema[3].value.list[1].text`. */
  path: string;
  width: number;
}

const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The clips of a block the builder measures: those showing a field. */
function measuredClips(name: unknown): (TextClip & { measure: string })[] {
  if (!isBlockName(name)) return [];
  return (blockDefinitions[name].clips ?? []).filter(
    (clip): clip is TextClip & { measure: string } => clip.measure !== undefined,
  );
}

/** The blocks of a page file (every variant's, children included) to lay out and measure. */
export function clipTargets(page: unknown): ClipTarget[] {
  const variants = (page as { variants?: unknown } | null)?.variants;
  if (Array.isArray(variants) && variants.length > 0) {
    return variants.flatMap((variant: unknown, i) =>
      targetsOf(
        (variant as { page_schema?: unknown } | null)?.page_schema,
        `variants[${i}].page_schema`,
      ),
    );
  }
  return targetsOf((page as { page_schema?: unknown } | null)?.page_schema, 'page_schema');
}

function targetsOf(blocks: unknown, at: string): ClipTarget[] {
  if (!Array.isArray(blocks)) return [];
  return blocks.flatMap((block: Block, i): ClipTarget[] => {
    const path = `${at}[${i}]`;
    const written = measuredClips(block?.name).some((clip) =>
      fieldsOf(block.value, clip.measure).some((field) => textOf(field.value)),
    );
    return [
      ...(written ? [{ path, block }] : []),
      ...targetsOf(block?.children, `${path}.children`),
    ];
  });
}

/** Its text runs past its box: cut at the side (an ellipsis) or below (a fixed height). */
function overflows(element: Element): boolean {
  const { scrollWidth, clientWidth, scrollHeight, clientHeight } = element;
  // An inline element has no box of its own to overflow (its client sizes read 0).
  if (clientWidth === 0 && clientHeight === 0) return false;
  return scrollWidth > clientWidth || scrollHeight > clientHeight;
}

/**
 * The fields of `target` whose text overflows its element in `root`, where the block has been
 * laid out (the layout is read from the DOM). An element is matched to its field by its text, as
 * a block may leave out empty entries or repeat one (a ticker repeats its first line).
 */
export function overflowingFields(root: ParentNode, target: ClipTarget): string[] {
  const cut: string[] = [];
  for (const clip of measuredClips(target.block.name)) {
    const elements = [...root.querySelectorAll(clip.selector)];
    for (const field of fieldsOf(target.block.value, clip.measure)) {
      const text = textOf(field.value);
      if (!text) continue;
      const shown = elements.filter((element) => textOf(element.textContent) === text);
      if (shown.some(overflows)) cut.push(`${target.path}.value.${field.key}`);
    }
  }
  return cut;
}

/** One warning per field cut at some width, at the field, saying at which widths. */
export function clippedProblems(cuts: readonly ClipCut[]): ComplianceProblem[] {
  const widths = new Map<string, Set<number>>();
  for (const cut of cuts) widths.set(cut.path, (widths.get(cut.path) ?? new Set()).add(cut.width));
  return [...widths].map(([path, at]) => ({
    path,
    rule: 'clipped',
    level: 'warning',
    message: `在 ${[...at].sort((a, b) => a - b).join('、')} px 宽的手机上显示不全，超出的文字会被截去：请缩短`,
  }));
}
