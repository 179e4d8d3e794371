import type { Block } from '@h5-page/schema/page';
import type { BlockName } from '@h5-page/schema/block-names';
import type { BlockValueMap } from '@h5-page/schema/block-value-schemas';

/** What every block component receives. */
export interface BlockProps<N extends BlockName> {
  value: BlockValueMap[N];
  /** Nested blocks (popup content, scroll view items, ...). */
  children: Block[];
  /** Where the block sits in the page, e.g. `page_schema[3]` or `page_schema[3].children[0]`. */
  path: string;
  /** On the first screen: fetch its pictures at once and before others. */
  priority?: boolean;
  /** Seen without scrolling (a priority block is too): its pictures are in the server's markup. */
  firstScreen?: boolean;
}
