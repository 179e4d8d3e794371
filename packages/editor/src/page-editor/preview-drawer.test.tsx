import '#test/jsdom-layout.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import { adminApi } from '../api/admin-api.ts';
import { PreviewDrawer } from './preview-drawer.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderDrawer() {
  // No generated antd styles: jsdom weighs each computed style a popup asks for against every rule.
  render(
    <ConfigProvider theme={{ zeroRuntime: true }}>
      <App>
        <PreviewDrawer code="spring" open revision={1} onClose={() => {}} />
      </App>
    </ConfigProvider>,
  );
}

describe('the preview drawer', { timeout: 180_000 }, () => {
  it('asks for no link when the account may not hand one out, and says who may', async () => {
    vi.spyOn(adminApi, 'previewLinks').mockResolvedValue({
      links: [],
      may_create: false,
      hours: 24,
    });
    const make = vi.spyOn(adminApi, 'previewLink');
    renderDrawer();
    expect(
      await screen.findByText(
        '需要审核时，只有发布者、审核员或管理员可以生成预览链接；左侧是当前草稿的预览。',
      ),
    ).toBeTruthy();
    expect(make).not.toHaveBeenCalled();
    // The frame still previews the draft through the account's own session.
    expect(document.querySelector('iframe')?.getAttribute('src')).toBe(
      '/h5-page/h5/spring?isPreview=1',
    );
  });

  it('makes a link for an account that may', async () => {
    vi.spyOn(adminApi, 'previewLinks').mockResolvedValue({
      links: [],
      may_create: true,
      hours: 2,
    });
    const make = vi.spyOn(adminApi, 'previewLink').mockRejectedValue(new Error('网络错误'));
    renderDrawer();
    await waitFor(() => expect(make).toHaveBeenCalledWith('spring'));
    expect(await screen.findByText('预览链接生成失败：网络错误')).toBeTruthy();
  });

  it('copies the link when 复制预览链接 is clicked anywhere, its words included', async () => {
    const link = {
      id: 'l1',
      url: '/h5-page/h5/spring?preview=token-1',
      created_at: '2026-11-28T01:00:00.000Z',
      created_by: 'admin',
      expires_at: '2026-11-29T01:00:00.000Z',
      current: true,
    };
    vi.spyOn(adminApi, 'previewLinks').mockResolvedValue({
      links: [link],
      may_create: true,
      hours: 24,
    });
    vi.spyOn(adminApi, 'previewLink').mockResolvedValue(link);
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    vi.stubGlobal('isSecureContext', true);
    try {
      renderDrawer();
      fireEvent.click(await screen.findByText('复制预览链接'));
      await waitFor(() => expect(writeText).toHaveBeenCalledWith(`${location.origin}${link.url}`));
      expect(await screen.findByText('已复制预览链接')).toBeTruthy();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
