import { ACTION_MESSAGES } from './action-messages.ts';
import type { ActionServices } from './action-handler.ts';

/**
 * An action this page cannot carry out: the visitor gets the one "not available" toast, the
 * console says which block and why, so a marketer's half-filled action can be found.
 */
export function notAvailable(
  { log, toast }: Pick<ActionServices, 'log' | 'toast'>,
  path: string,
  why: string,
): void {
  log.warn(`[h5-page] ${path}: ${why}`);
  toast(ACTION_MESSAGES.NOT_AVAILABLE);
}
