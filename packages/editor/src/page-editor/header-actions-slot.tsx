import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';

/** The page editor's header buttons, as it renders them now. */
export const HeaderActionsSlot = createContext<ReactNode>(null);

/**
 * Puck's `headerActions` override: one component for the editor's whole life, showing what the
 * slot holds. An override written inline is a new component at every render of the editor, and
 * React then replaces the header's buttons each time: a click whose press and release straddle a
 * render (an autosave finishing, a field losing focus) was lost.
 */
export function HeaderActions() {
  return <>{useContext(HeaderActionsSlot)}</>;
}
