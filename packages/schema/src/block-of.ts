import type { BlockName } from './block-names.ts';
import type { BlockValueMap } from './block-value-schemas.ts';
import type { Block } from './page.ts';

/** A validated block of a known name, with its value typed (e.g. `BlockOf<'countdown'>`). */
export interface BlockOf<K extends BlockName> extends Block {
  name: K;
  value: BlockValueMap[K];
}
