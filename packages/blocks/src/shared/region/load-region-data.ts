import { loadChunk } from '../../load-chunk.ts';
import type { RegionNode } from './region-tree.ts';

let pending: Promise<RegionNode[]> | undefined;

/**
 * The region tree (`region-data.json`, about 150 kB), fetched as a chunk of its own the first time
 * a picker opens and kept afterwards; a failed load is retried on the next call.
 */
export function loadRegionTree(): Promise<RegionNode[]> {
  pending ??= loadChunk(() => import('./region-data.json')).then(
    (module) => module.default as RegionNode[],
    (error: unknown) => {
      pending = undefined;
      throw error;
    },
  );
  return pending;
}
