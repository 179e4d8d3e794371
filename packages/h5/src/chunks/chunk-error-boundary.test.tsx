import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { ChunkLoadError } from '@h5-page/blocks/load-chunk';
import { ChunkErrorBoundary } from './chunk-error-boundary.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

function Failing({ error }: { error: unknown }): never {
  throw error;
}

describe('ChunkErrorBoundary', () => {
  it.each([
    ['a missing chunk', new ChunkLoadError('missing', 'gone')],
    ['a chunk timeout', new ChunkLoadError('timeout', 'slow')],
    [
      'a CSS chunk failure',
      new ChunkLoadError('missing', 'css', { code: 'CSS_CHUNK_LOAD_FAILED' }),
    ],
    ['any other crash', new Error('bug')],
  ])('shows a visible Chinese retry prompt for %s, never a blank page', (_, error) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const onRetry = vi.fn();
    render(
      <ChunkErrorBoundary onRetry={onRetry}>
        <Failing error={error} />
      </ChunkErrorBoundary>,
    );
    expect(screen.getByRole('alert').textContent).toContain('页面加载失败，请检查网络后重试');
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('renders its children when nothing fails', () => {
    render(
      <ChunkErrorBoundary>
        <p>content</p>
      </ChunkErrorBoundary>,
    );
    expect(screen.getByText('content')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
