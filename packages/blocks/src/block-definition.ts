import type { Block } from '@h5-page/schema/page';
import type { BlockName } from '@h5-page/schema/block-names';
import type { BlockValueMap } from '@h5-page/schema/block-value-schemas';

/**
 * A field the builder shows for one key of a block's value. The shapes follow Puck's field types
 * (`text`, `textarea`, `number`, `select`, `radio`, `array`, `object`), so the editor can hand
 * them to Puck as they are; blocks stay free of the editor's code.
 */
export type BlockField =
  | { type: 'text' | 'textarea'; label: string; placeholder?: string }
  | { type: 'number'; label: string; min?: number; max?: number; step?: number }
  | {
      type: 'select' | 'radio';
      label: string;
      options: { label: string; value: string | number | boolean }[];
    }
  | { type: 'object'; label: string; objectFields: Record<string, BlockField> }
  | {
      type: 'array';
      label: string;
      arrayFields: Record<string, BlockField>;
      defaultItemProps?: Record<string, unknown>;
    };

/**
 * What the builder knows of a block: its label, the fields of its value, the value a new block
 * starts with, whether it holds children, and example blocks for the seeded demo page.
 */
export interface BlockDefinition<N extends BlockName> {
  name: N;
  label: string;
  fields: Partial<Record<keyof BlockValueMap[N] & string, BlockField>>;
  defaultValue: BlockValueMap[N];
  /** Popup, scroll view and suspension hold child blocks. */
  acceptsChildren?: boolean;
  /** Blocks the demo page shows for this block (its layouts and states). */
  demo: Block[];
}

export function defineBlock<N extends BlockName>(
  definition: BlockDefinition<N>,
): BlockDefinition<N> {
  return definition;
}
