import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderApp, testData, testPage } from '#test/test-app.tsx';

// The page route's chunk cannot be fetched (deploy replaced it, network dropped).
vi.mock('../routes/page-route.tsx', () => {
  throw new TypeError('Failed to fetch dynamically imported module: page-route.js');
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a route chunk that fails to load', () => {
  it('shows the page-level retry prompt, whose 重试 reloads the page', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { services } = renderApp('/h5-page/h5/demo', {
      data: testData({ code: 'demo', page: testPage() }),
    });
    const retry = await screen.findByRole('button', { name: '重试' });
    expect(screen.getByRole('alert').textContent).toContain('页面加载失败，请检查网络后重试');
    fireEvent.click(retry);
    expect(services.reload).toHaveBeenCalled();
    expect(error).toHaveBeenCalledWith(
      '[h5-page] a chunk failed to load',
      expect.objectContaining({ name: 'ChunkLoadError', type: 'missing' }),
    );
  });
});
