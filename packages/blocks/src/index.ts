export { RenderBlocks } from './render-blocks.tsx';
export type { RenderBlocksProps } from './render-blocks.tsx';
export { blockRegistry, isRegisteredBlock, preloadBlocks } from './registry.ts';
export type { BlockRegistry, BlockRegistryEntry } from './registry.ts';
export type { BlockProps } from './block-props.ts';
export { RuntimeContext, RuntimeProvider, useRuntime } from './runtime.ts';
export type {
  ActionContext,
  ApiCallOptions,
  BlockAction,
  BlockRuntime,
  ClickOptions,
  QueryValue,
  RuntimeActions,
  RuntimeApi,
  RuntimeAuth,
  RuntimeEnv,
  RuntimePage,
  RuntimePopups,
  RuntimeTracker,
} from './runtime.ts';
export { createPopupStore } from './popup-store.ts';
export {
  ChunkLoadError,
  isChunkLoadError,
  lazyChunk,
  loadChunk,
  toChunkLoadError,
} from './load-chunk.ts';
export type { ChunkLoadErrorType, LazyChunk } from './load-chunk.ts';
export { designPx } from './design-px.ts';
export { OVERLAY_HOST_CLASS } from './shared/overlay-portal.tsx';
