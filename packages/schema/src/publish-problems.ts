import { BUTTON_ACTION_TYPES } from './constants.ts';
import { formatPath } from './format-path.ts';
import { isPlainRecord } from './is-plain-record.ts';
import type { Problem } from './problem.ts';

/** What the builder says at a button's 点击动作, and what a publish of it is refused with. */
export const BUTTON_WITHOUT_ACTION = '按钮还没有点击动作，请选择动作类型';

const ACTION_TYPES = new Set<number>(BUTTON_ACTION_TYPES);

/** A button a visitor taps for nothing: no action, or none of the action types. */
function tapsForNothing(block: Record<string, unknown>): boolean {
  if (block.name !== 'button') return false;
  const value = isPlainRecord(block.value) ? block.value : {};
  const action = value.action;
  return !isPlainRecord(action) || !ACTION_TYPES.has(Number(action.type));
}

function blockProblems(blocks: unknown, path: readonly PropertyKey[]): Problem[] {
  if (!Array.isArray(blocks)) return [];
  return blocks.flatMap((block: unknown, index) => {
    if (!isPlainRecord(block)) return [];
    const here = [...path, index];
    return [
      ...(tapsForNothing(block)
        ? [{ path: formatPath([...here, 'value', 'action']), message: BUTTON_WITHOUT_ACTION }]
        : []),
      ...blockProblems(block.children, [...here, 'children']),
    ];
  });
}

/**
 * What a page may be saved with but not published: a draft is work in progress (a button just
 * dropped has no action yet), a live page is not (its visitors would tap for nothing). The
 * builder says these at their fields and refuses 发布; the server refuses the publish. With
 * variants each variant is a page some visitors see, each checked; the page's own blocks are the
 * control's copy, so not twice.
 */
export function publishProblems(page: unknown): Problem[] {
  if (!isPlainRecord(page)) return [];
  const { variants } = page;
  if (Array.isArray(variants) && variants.length > 0) {
    return variants.flatMap((variant: unknown, index) =>
      isPlainRecord(variant)
        ? blockProblems(variant.page_schema, ['variants', index, 'page_schema'])
        : [],
    );
  }
  return blockProblems(page.page_schema, ['page_schema']);
}
