import type { Data } from '@puckeditor/core';
import type { Problem } from '@h5-page/schema/problem';
import type { CanvasBlock } from '../../shared/page-data.ts';

/** A problem of one block, its path relative to the block (`value.endTime`). */
export interface BlockProblem {
  path: string;
  message: string;
}

/** Page-level problems are kept under this key (the page settings panel shows them). */
export const ROOT_KEY = 'root';

const BLOCK_PATH = /^page_schema((?:\[\d+\]\.children)*\[\d+\])(?:\.(.*))?$/;

/** Where a problem is edited: the canvas id of its block (`root`: the page settings) and the path of its field there. */
export interface ProblemTarget {
  id: string;
  path: string;
}

/**
 * The block a problem of the page file belongs to, by its canvas id: the page file and the canvas
 * data have the same block order (see page-data.ts), so a path's indexes lead to the id.
 */
export function problemTarget(data: Data, problem: Problem): ProblemTarget {
  const match = problem.path.match(BLOCK_PATH);
  if (!match) return { id: ROOT_KEY, path: problem.path };
  const indexes = [...match[1]!.matchAll(/\[(\d+)\]/g)].map((m) => Number(m[1]));
  let list = (data.content ?? []) as unknown as CanvasBlock[];
  let block: CanvasBlock | undefined;
  for (const index of indexes) {
    block = list[index];
    list = block?.props.children ?? [];
  }
  return block
    ? { id: block.props.id, path: match[2] ?? '' }
    : { id: ROOT_KEY, path: problem.path };
}

/** Problems of the page file, by the canvas id of the block they belong to. */
export function locateProblems(
  data: Data,
  problems: readonly Problem[],
): Map<string, BlockProblem[]> {
  const byId = new Map<string, BlockProblem[]>();
  for (const problem of problems) {
    const { id, path } = problemTarget(data, problem);
    const list = byId.get(id) ?? [];
    list.push({ path, message: problem.message });
    byId.set(id, list);
  }
  return byId;
}
