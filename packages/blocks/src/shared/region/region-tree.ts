/**
 * One node of the region tree (spec section 3, "Region tree"): provinces hold cities in `childs`,
 * cities hold districts or towns; districts have no `childs`. `id` is the numeric administrative
 * code (see `build-region-tree.ts` for the exceptions).
 */
export interface RegionNode {
  id: number;
  name: string;
  childs?: RegionNode[];
}

/** The children of a node (none for a district, or for no node). */
export function childrenOf(node: RegionNode | null | undefined): RegionNode[] {
  return node?.childs ?? [];
}
