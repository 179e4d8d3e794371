import { createContext } from 'react';
import type { ComplianceProblem } from '@h5-page/blocks/compliance/compliance-problem';
import type { BlockProblem, ProblemTarget } from './checks/locate-problems.ts';

/** What the builder's fields need beyond their own value. */
export interface EditorContextValue {
  /** Live schema problems by canvas block id (`root` for the page settings). */
  problems: Map<string, BlockProblem[]>;
  /** Live compliance problems the same way, paths relative to their block (`locate-compliance.ts`). */
  compliance?: Map<string, ComplianceProblem[]>;
  /** Ids of the page's popups, for the action form's popup picker. */
  popupIds: string[];
  /** A field to take the focus once its block's panel shows it (the problem badge asks). */
  focusRequest: ProblemTarget | null;
  /** The field asked for has the focus. */
  onFocused: () => void;
}

export const EditorContext = createContext<EditorContextValue>({
  problems: new Map(),
  popupIds: [],
  focusRequest: null,
  onFocused: () => {},
});
