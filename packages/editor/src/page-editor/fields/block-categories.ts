import { blockDefinitions } from '@h5-page/blocks/block-definitions';
import { BLOCK_CATEGORY_TITLES } from '@h5-page/blocks/block-definition';
import type { BlockCategory } from '@h5-page/blocks/block-definition';
import type { BlockName } from '@h5-page/schema/block-names';

export interface PaletteGroup {
  key: BlockCategory;
  title: string;
  blocks: BlockName[];
}

/**
 * The palette's groups, in the order a marketer reaches for them: each block sits in the group
 * its definition names, in the order of `blockDefinitions`.
 */
export const BLOCK_CATEGORIES: PaletteGroup[] = Object.entries(BLOCK_CATEGORY_TITLES).map(
  ([key, title]) => ({
    key: key as BlockCategory,
    title,
    blocks: Object.values(blockDefinitions)
      .filter((definition) => definition.category === key)
      .map((definition) => definition.name),
  }),
);
