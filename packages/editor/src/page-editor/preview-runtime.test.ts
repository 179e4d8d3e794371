import { describe, expect, it, vi } from 'vitest';
import { createPreviewRuntime, NO_NAVIGATION } from './preview-runtime.ts';

describe('preview runtime', () => {
  it('navigates nowhere and calls nothing, and says so', async () => {
    const toast = vi.fn();
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const runtime = createPreviewRuntime(toast, 'p');
    await runtime.actions.run(
      { type: 7, atext: 'https://example.com' },
      { path: 'page_schema[0]' },
    );
    runtime.env.openUrl('https://example.com');
    expect(await runtime.api.post('/api/x', {})).toBeUndefined();
    expect(toast).toHaveBeenCalledWith(`${NO_NAVIGATION}（打开链接）`);
    expect(toast).toHaveBeenCalledWith(NO_NAVIGATION);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(runtime.page.preview).toBe(true);
  });
});
