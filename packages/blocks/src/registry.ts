import type { ComponentType } from 'react';
import type { Block } from '@h5-page/schema/page';
import type { BlockName } from '@h5-page/schema/block-names';
import type { BlockProps } from './block-props.ts';
import { lazyChunk } from './load-chunk.ts';
import type { LazyChunk } from './load-chunk.ts';

export interface BlockRegistryEntry<N extends BlockName> {
  component: LazyChunk<BlockProps<N>>;
}

/** Block name -> its lazily loaded component. */
export type BlockRegistry = { [N in BlockName]?: BlockRegistryEntry<N> };

// A block's component is `<name>/<name>.tsx` in its own folder; what sits beside it is kebab-case
// (`lead-dialog.tsx`) or a test. Vite turns each match into one literal
// `() => import('./<name>/<name>.tsx')`: every block is a chunk of its own, keyed in the manifest
// by that source path (the server preloads the chunks a page uses). A new block's folder is
// registered by being there; `block-definitions.test.ts` checks the folders, the definitions and
// the schema's names agree.
const componentModules = import.meta.glob<{ default: ComponentType<BlockProps<BlockName>> }>([
  './*/*.tsx',
  '!./*/*-*.tsx',
  '!./*/*.test.tsx',
  '!./shared/*',
]);

/** `./<name>/<name>.tsx`: the folder's own component. */
const COMPONENT_PATH = /^\.\/(\w+)\/(\w+)\.tsx$/;

function registryOf(modules: typeof componentModules): BlockRegistry {
  const registry: Record<string, BlockRegistryEntry<BlockName>> = {};
  for (const [path, load] of Object.entries(modules)) {
    const [, folder, file] = COMPONENT_PATH.exec(path) ?? [];
    if (folder && folder === file) registry[folder] = { component: lazyChunk(load) };
  }
  return registry as BlockRegistry;
}

export const blockRegistry: BlockRegistry = registryOf(componentModules);

export function isRegisteredBlock(name: string): name is BlockName {
  return Object.prototype.hasOwnProperty.call(blockRegistry, name);
}

/** The registered blocks among these and their children, each once. */
function entriesOf(blocks: readonly Block[]) {
  const names = new Set<string>();
  const walk = (list: readonly Block[]) => {
    for (const block of list) {
      names.add(block.name);
      if (Array.isArray(block.children)) walk(block.children);
    }
  };
  walk(blocks);
  return [...names].filter(isRegisteredBlock).flatMap((name) => {
    const entry = blockRegistry[name];
    return entry ? [entry] : [];
  });
}

/** Starts loading the chunks of these blocks (and of their children); resolves when all settle. */
export async function preloadBlocks(blocks: readonly Block[]): Promise<void> {
  await Promise.allSettled(entriesOf(blocks).map((entry) => entry.component.preload()));
}

/**
 * Readies these blocks (and their children) to render values of the browser's own, as a popup's
 * content does (nothing of it is in the server's HTML): their chunks and what each needs besides
 * (`LazyChunk.prepare`). Resolves when all settle.
 */
export async function prepareBlocks(blocks: readonly Block[]): Promise<void> {
  await Promise.allSettled(entriesOf(blocks).map((entry) => entry.component.prepare()));
}

/** Whether `prepareBlocks` has readied all of these blocks (and their children). */
export function blocksPrepared(blocks: readonly Block[]): boolean {
  return entriesOf(blocks).every((entry) => entry.component.isPrepared());
}
