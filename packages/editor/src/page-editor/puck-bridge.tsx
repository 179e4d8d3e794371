import { useEffect } from 'react';
import type { RefObject } from 'react';
import { useGetPuck } from '@puckeditor/core';

/** Reads Puck's current state and dispatches to it, from outside the editor's tree. */
export type GetPuck = ReturnType<typeof useGetPuck>;

/**
 * Rendered inside <Puck> (its header), it hands Puck's state getter to the page editor, whose
 * dialogs (the delete confirmation, the pre-publish checklist) live outside Puck's tree.
 */
export function PuckBridge({ into }: { into: RefObject<GetPuck | null> }) {
  const getPuck = useGetPuck();
  useEffect(() => {
    into.current = getPuck;
  }, [into, getPuck]);
  return null;
}
