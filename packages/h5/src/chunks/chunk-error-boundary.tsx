import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { isChunkLoadError } from '@h5-page/blocks/load-chunk';
import { RetryPrompt } from './retry-prompt.tsx';

interface Props {
  children: ReactNode;
  /** Reloads the page (the default): a failed chunk is fetched again. */
  onRetry?(): void;
}

function reload() {
  window.location.reload();
}

/**
 * The page-level boundary: a chunk that failed to load (a route, a block), or anything else that
 * escaped, shows a visible retry prompt instead of a blank page.
 */
export class ChunkErrorBoundary extends Component<Props, { error: unknown }> {
  constructor(props: Props) {
    super(props);
    this.state = { error: null };
  }

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo) {
    const what = isChunkLoadError(error) ? 'a chunk failed to load' : 'the page crashed';
    console.error(`[h5-page] ${what}`, error);
  }

  override render() {
    if (this.state.error !== null) return <RetryPrompt onRetry={this.props.onRetry ?? reload} />;
    return this.props.children;
  }
}
