import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { BlockRetry } from './block-retry.tsx';
import { isChunkLoadError } from './load-chunk.ts';
import { RuntimeContext } from './runtime.ts';
import type { BlockRuntime } from './runtime.ts';

interface Props {
  name: string;
  path: string;
  /** Fetches the block's code again (resolves once it has arrived). */
  reload(): Promise<void>;
  children: ReactNode;
}

interface State {
  error: unknown;
  retrying: boolean;
}

/**
 * Keeps a failing block from taking the page down. A block that crashed renders nothing and is
 * logged; a block whose chunk did not load (a ChunkLoadError, reported here) shows a retry in its
 * place while the rest of the page stays. A retry that fails again reloads the page, as a browser
 * may keep a failed module import for the rest of the document.
 */
export class BlockBoundary extends Component<Props, State> {
  static override contextType = RuntimeContext;
  declare context: BlockRuntime | null;

  constructor(props: Props) {
    super(props);
    this.state = { error: null, retrying: false };
  }

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, retrying: false };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo) {
    const what = isChunkLoadError(error) ? 'could not load' : 'crashed';
    console.error(`[h5-page] block "${this.props.name}" at ${this.props.path} ${what}`, error);
  }

  private retry = () => {
    this.setState({ retrying: true });
    this.props.reload().then(
      () => this.setState({ error: null, retrying: false }),
      () => this.context?.location.reload(),
    );
  };

  override render() {
    const { error, retrying } = this.state;
    if (error === null) return this.props.children;
    return isChunkLoadError(error) ? <BlockRetry retrying={retrying} onRetry={this.retry} /> : null;
  }
}
