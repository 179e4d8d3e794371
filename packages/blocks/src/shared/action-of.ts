import type { BlockAction } from '../runtime.ts';

/**
 * A block's `action` value as the runtime takes it: an object whose `type` is a positive integer
 * (page files may carry it as text, `"3"`), else null: the block has no action.
 */
export function actionOf(value: unknown): BlockAction | null {
  if (typeof value !== 'object' || value === null) return null;
  const type = Number((value as { type?: unknown }).type);
  return Number.isInteger(type) && type > 0 ? { ...(value as object), type } : null;
}
