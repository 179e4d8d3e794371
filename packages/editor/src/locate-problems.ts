import type { Data } from '@puckeditor/core';
import type { Problem } from '@h5-page/schema/problem';
import type { CanvasBlock } from './page-data.ts';

/** A problem of one block, its path relative to the block (`value.endTime`). */
export interface BlockProblem {
  path: string;
  message: string;
}

/** Page-level problems are kept under this key (the page settings panel shows them). */
export const ROOT_KEY = 'root';

const BLOCK_PATH = /^page_schema((?:\[\d+\]\.children)*\[\d+\])(?:\.(.*))?$/;

/**
 * Problems of the page file, by the canvas id of the block they belong to: the page file and the
 * canvas data have the same block order (see page-data.ts), so a path's indexes lead to the id.
 */
export function locateProblems(
  data: Data,
  problems: readonly Problem[],
): Map<string, BlockProblem[]> {
  const byId = new Map<string, BlockProblem[]>();
  const add = (key: string, problem: BlockProblem) => {
    const list = byId.get(key) ?? [];
    list.push(problem);
    byId.set(key, list);
  };
  for (const problem of problems) {
    const match = problem.path.match(BLOCK_PATH);
    if (!match) {
      add(ROOT_KEY, problem);
      continue;
    }
    const indexes = [...match[1]!.matchAll(/\[(\d+)\]/g)].map((m) => Number(m[1]));
    let list = (data.content ?? []) as unknown as CanvasBlock[];
    let block: CanvasBlock | undefined;
    for (const index of indexes) {
      block = list[index];
      list = block?.props.children ?? [];
    }
    if (block) add(block.props.id, { path: match[2] ?? '', message: problem.message });
    else add(ROOT_KEY, problem);
  }
  return byId;
}
