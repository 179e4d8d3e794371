import { blockDefinitions } from '@h5-page/blocks/block-definitions';
import { isBlockName } from '@h5-page/schema/block-names';

/** A block's Chinese name (`按钮`), or the name itself for a block this version does not know. */
export function blockLabel(name: string): string {
  return isBlockName(name) ? (blockDefinitions[name]?.label ?? name) : name;
}
