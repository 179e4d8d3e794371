import { fieldsOf } from '../fields-of.ts';

/** An action of a block, with its key inside the value (`action`, `list[2].action`). */
export interface KeyedAction {
  key: string;
  /** Its type as a number (page files may carry `"7"`); NaN when there is none. */
  type: number;
  action: Record<string, unknown>;
}

/** Where blocks keep actions: buttons, pictures and icons their own, carousels one per slide. */
const ACTION_KEYS = ['action', 'list[].action'];

/** The actions a block's value holds. */
export function blockActions(value: unknown): KeyedAction[] {
  return ACTION_KEYS.flatMap((key) =>
    fieldsOf(value, key).flatMap((field) => {
      const action = field.value;
      if (action === null || typeof action !== 'object' || Array.isArray(action)) return [];
      const record = action as Record<string, unknown>;
      return [{ key: field.key, type: Number(record.type), action: record }];
    }),
  );
}
