import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { isChunkLoadError } from './load-chunk.ts';

interface Props {
  name: string;
  path: string;
  children: ReactNode;
}

/**
 * Keeps a crashing block from taking the page down: it renders nothing and logs. A chunk that
 * failed to load is not the block's fault: that error goes on up to the page's retry prompt.
 */
export class BlockBoundary extends Component<Props, { error: unknown }> {
  constructor(props: Props) {
    super(props);
    this.state = { error: null };
  }

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo) {
    if (isChunkLoadError(error)) return;
    console.error(`[h5-page] block "${this.props.name}" at ${this.props.path} crashed`, error);
  }

  override render() {
    const { error } = this.state;
    if (error !== null) {
      if (isChunkLoadError(error)) throw error;
      return null;
    }
    return this.props.children;
  }
}
