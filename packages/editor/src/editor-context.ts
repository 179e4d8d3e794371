import { createContext } from 'react';
import type { BlockProblem } from './locate-problems.ts';

/** What the builder's fields need beyond their own value. */
export interface EditorContextValue {
  /** Live schema problems by canvas block id (`root` for the page settings). */
  problems: Map<string, BlockProblem[]>;
  /** Ids of the page's popups, for the action form's popup picker. */
  popupIds: string[];
}

export const EditorContext = createContext<EditorContextValue>({
  problems: new Map(),
  popupIds: [],
});
