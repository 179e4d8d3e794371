import type { Block } from '@h5-page/schema/page';
import { asBlocks, canonical, pairBlocks, same } from './block-pairs.ts';
import { blockLabel } from './block-label.ts';
import type { PageFile } from './page-data.ts';

/** Which side a conflict keeps: this tab's edit, or the draft saved meanwhile. */
export type MergeChoice = 'mine' | 'theirs';

/** What one side did to a block or a setting since both started from the same draft. */
export type SideChange = 'changed' | 'removed';

/** One thing both sides changed differently: only these ask which to keep. */
export interface MergeConflict {
  /** `block:3` (its index in the common draft) or `setting:title`. */
  id: string;
  /** `第 4 个组件「按钮」` (where this tab shows it), `页面标题`. */
  label: string;
  mine: SideChange;
  theirs: SideChange;
}

export interface DraftMerge {
  conflicts: MergeConflict[];
  /** The merged page, each conflict kept as chosen (one not chosen keeps this tab's). */
  page(choices?: Readonly<Record<string, MergeChoice>>): PageFile;
}

/** The page settings as the conflict list names them; others by their key. */
const SETTING_LABELS: Record<string, string> = {
  title: '页面标题',
  meta: 'SEO 信息',
  background: '页面背景',
  is_auto_fit: '适配电脑浏览器',
  extra: '统计',
  share: '分享卡片',
  after_end: '活动结束后',
  variants: 'A/B 实验方案',
  variant_allocation: '流量分配',
};

type Resolution =
  | { kind: 'decided'; block: Block | null }
  | { kind: 'conflict'; id: string; mine: Block | null; theirs: Block | null };

/** Where a side's block came from: the common draft's block `base`, or new on that side. */
type Item = { base: number } | { added: Block };

/** A side's blocks with the common draft's index each one is (absent: new on that side). */
function sideOf(base: Block[], blocks: Block[]) {
  const pairs = pairBlocks(base, blocks);
  const fromBase = new Map(pairs.map(([i, j]) => [j, i]));
  const toSide = new Map(pairs.map(([i, j]) => [i, j]));
  const order = pairs.map(([i]) => i);
  const reordered = order.some((i, k) => k > 0 && i < order[k - 1]!);
  return { blocks, fromBase, toSide, reordered };
}
type Side = ReturnType<typeof sideOf>;

function stateOf(side: Side, base: Block[], i: number): 'same' | SideChange {
  const j = side.toSide.get(i);
  if (j === undefined) return 'removed';
  return same(side.blocks[j], base[i]) ? 'same' : 'changed';
}

const blockAt = (side: Side, i: number): Block | null => {
  const j = side.toSide.get(i);
  return j === undefined ? null : side.blocks[j]!;
};

/** What becomes of the common draft's block `i`: decided by whoever changed it, or asked. */
function resolve(base: Block[], mine: Side, theirs: Side, i: number): Resolution {
  const m = stateOf(mine, base, i);
  const t = stateOf(theirs, base, i);
  if (m === 'same') return { kind: 'decided', block: blockAt(theirs, i) };
  if (t === 'same') return { kind: 'decided', block: blockAt(mine, i) };
  const mineBlock = blockAt(mine, i);
  const theirsBlock = blockAt(theirs, i);
  if (same(mineBlock, theirsBlock)) return { kind: 'decided', block: mineBlock };
  return { kind: 'conflict', id: `block:${i}`, mine: mineBlock, theirs: theirsBlock };
}

/**
 * The merged order: the side that moved blocks gives it (this tab's when both or neither did),
 * blocks the other side added follow the block they followed there, and a block the ordering
 * side removed that may come back stays after the block it followed in the common draft.
 */
function orderItems(base: Block[], lead: Side, other: Side): Item[] {
  const items: Item[] = lead.blocks.map((block, j) => {
    const i = lead.fromBase.get(j);
    return i === undefined ? { added: block } : { base: i };
  });
  const indexOfBase = (i: number) => items.findIndex((item) => 'base' in item && item.base === i);
  base.forEach((_, i) => {
    if (indexOfBase(i) >= 0) return;
    let at = 0;
    for (let k = i - 1; k >= 0; k -= 1) {
      const found = indexOfBase(k);
      if (found >= 0) {
        at = found + 1;
        break;
      }
    }
    items.splice(at, 0, { base: i });
  });
  // A block both sides added alike is one block.
  const addedAlike = items.flatMap((item) => ('added' in item ? [canonical(item.added)] : []));
  let previous: number | null = null;
  let afterPrevious = 0;
  other.blocks.forEach((block, j) => {
    const i = other.fromBase.get(j);
    if (i !== undefined) {
      previous = i;
      afterPrevious = 0;
      return;
    }
    const alike = addedAlike.indexOf(canonical(block));
    if (alike >= 0) {
      addedAlike.splice(alike, 1);
      return;
    }
    const anchor = previous === null ? -1 : indexOfBase(previous);
    afterPrevious += 1;
    items.splice(anchor + afterPrevious, 0, { added: block });
  });
  return items;
}

function mergeBlocks(baseList: unknown, mineList: unknown, theirsList: unknown) {
  const base = asBlocks(baseList);
  const mine = sideOf(base, asBlocks(mineList));
  const theirs = sideOf(base, asBlocks(theirsList));
  const lead = theirs.reordered && !mine.reordered ? theirs : mine;
  const items = orderItems(base, lead, lead === mine ? theirs : mine);
  const resolutions = base.map((_, i) => resolve(base, mine, theirs, i));
  const conflicts: MergeConflict[] = [];
  items.forEach((item) => {
    if (!('base' in item)) return;
    const resolution = resolutions[item.base]!;
    if (resolution.kind !== 'conflict') return;
    const name = (resolution.mine ?? resolution.theirs)?.name ?? base[item.base]!.name;
    // Where this tab shows it; a block removed here, where the common draft had it.
    const at = mine.toSide.get(item.base) ?? item.base;
    conflicts.push({
      id: resolution.id,
      label: `第 ${at + 1} 个组件「${blockLabel(name)}」`,
      mine: resolution.mine ? 'changed' : 'removed',
      theirs: resolution.theirs ? 'changed' : 'removed',
    });
  });
  const blocks = (choices: Readonly<Record<string, MergeChoice>>): Block[] =>
    items.flatMap((item) => {
      if ('added' in item) return [item.added];
      const resolution = resolutions[item.base]!;
      const block =
        resolution.kind === 'decided'
          ? resolution.block
          : choices[resolution.id] === 'theirs'
            ? resolution.theirs
            : resolution.mine;
      return block ? [block] : [];
    });
  return { conflicts, blocks };
}

/**
 * Two tabs saved the same page from one draft (`base`): `mine` is this tab's edit, `theirs` the
 * draft saved meanwhile. Whatever only one side changed (a block, a setting) is kept as that
 * side has it, blocks either side added are kept, and only what both changed differently is a
 * conflict to choose. Blocks carry no ids, so a block is followed by its content
 * (`pairBlocks`, as the versions' diff does). A page in an A/B test keeps its variants and blocks
 * together: when both sides changed the variants, the blocks go with the variants chosen.
 */
export function mergeDrafts(base: PageFile, mine: PageFile, theirs: PageFile): DraftMerge {
  const conflicts: MergeConflict[] = [];
  const settings = new Map<string, { mine: unknown; theirs: unknown; conflict: boolean }>();
  const keys = new Set([...Object.keys(base), ...Object.keys(mine), ...Object.keys(theirs)]);
  keys.delete('page_schema');
  for (const key of keys) {
    const [b, m, t] = [base[key], mine[key], theirs[key]];
    const conflict = !same(m, b) && !same(t, b) && !same(m, t);
    const merged = same(m, b) ? t : m;
    settings.set(key, { mine: merged, theirs: conflict ? t : merged, conflict });
    if (conflict) {
      conflicts.push({
        id: `setting:${key}`,
        label: SETTING_LABELS[key] ?? key,
        mine: m === undefined ? 'removed' : 'changed',
        theirs: t === undefined ? 'removed' : 'changed',
      });
    }
  }
  const variantsConflict = settings.get('variants')?.conflict === true;
  const blocks = variantsConflict
    ? null
    : mergeBlocks(base.page_schema, mine.page_schema, theirs.page_schema);
  if (blocks) conflicts.push(...blocks.conflicts);

  return {
    conflicts,
    page(choices = {}) {
      const page: PageFile = {};
      for (const [key, setting] of settings) {
        const value = choices[`setting:${key}`] === 'theirs' ? setting.theirs : setting.mine;
        if (value !== undefined) page[key] = structuredClone(value);
      }
      if (blocks) page.page_schema = structuredClone(blocks.blocks(choices));
      else {
        // The blocks of the variants chosen: variant 0's are the page's own.
        const side = choices['setting:variants'] === 'theirs' ? theirs : mine;
        page.page_schema = structuredClone(side.page_schema);
      }
      return page;
    },
  };
}
