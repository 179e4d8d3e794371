export * from '@h5-page/blocks/load-chunk';
export { ChunkErrorBoundary } from './chunk-error-boundary.tsx';
export { RetryPrompt } from './retry-prompt.tsx';
