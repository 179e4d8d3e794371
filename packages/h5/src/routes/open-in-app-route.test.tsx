import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { render as renderOnServer } from '../entry-server.tsx';
import { createTestServices, renderApp, testData } from '#test/test-app.tsx';

const WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2f) NetType/WIFI Language/zh_CN';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('continue in the app (/h5-page/app/*)', () => {
  it('is rendered by the server with a title naming the app page, and links that work without script', async () => {
    const { html, head, status } = await renderOnServer({
      url: '/h5-page/app/coupons?from=demo',
      data: testData(),
    });
    expect(status).toBe(200);
    expect(head).toContain('<title>我的优惠券 · 牛8</title>');
    expect(html).toContain('<h1 class="h5-open-app-title">我的优惠券</h1>');
    expect(html).toContain('href="niu8://open?page=coupons"');
    expect(html).toContain('href="/h5-page/app/download"');
    expect(html).toContain('返回');
  });

  it('takes the configured app link and download URL', async () => {
    const base = createTestServices();
    const services = createTestServices({
      config: {
        ...base.config,
        appOpenUrl: 'https://app.example.com/open',
        appDownloadUrl: 'https://www.example.com/get',
      },
    });
    renderApp('/h5-page/app/wallet/recharge', { services });
    const open = await screen.findByRole('link', { name: '打开牛8 App' });
    expect(open.getAttribute('href')).toBe('https://app.example.com/open?page=wallet%2Frecharge');
    expect(screen.getByRole('link', { name: '下载牛8 App' }).getAttribute('href')).toBe(
      'https://www.example.com/get',
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('钱包充值');
  });

  it('in a phone browser: tries the app through the env adapter, then says it did not open', async () => {
    const { services } = renderApp('/h5-page/app/course/list?tab=live');
    const open = await screen.findByRole('link', { name: '打开牛8 App' });
    expect(open.getAttribute('href')).toBe('niu8://open?page=course%2Flist&tab=live');
    vi.useFakeTimers();
    fireEvent.click(open);
    expect(services.env.openInApp).toHaveBeenCalledWith('course/list', '?tab=live');
    expect(screen.queryByRole('status')).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3000);
    });
    expect(screen.getByRole('status').textContent).toContain('请先下载安装');
    vi.useRealTimers();
    fireEvent.click(screen.getByRole('link', { name: '返回' }));
    expect(services.env.back).toHaveBeenCalledTimes(1);
  });

  it('in WeChat: says to open in the browser, with the overlay instead of the app link', async () => {
    const services = createTestServices({}, WECHAT_UA);
    renderApp('/h5-page/app/coupons', { services });
    await screen.findByText('微信内无法打开 App：请点击右上角 ··· 选择“在浏览器打开”');
    fireEvent.click(screen.getByRole('link', { name: '打开牛8 App' }));
    expect(services.env.openInApp).not.toHaveBeenCalled();
    const overlay = screen.getByRole('dialog');
    expect(overlay.textContent).toContain('点击右上角 ···');
    fireEvent.click(screen.getByRole('button', { name: '我知道了' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('link', { name: '下载牛8 App' }));
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('this site download page: where to get the app, no download button of its own', async () => {
    renderApp('/h5-page/app/download');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('下载牛8 App');
    expect(screen.getByText(/应用市场搜索“牛8”/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: '下载牛8 App' })).toBeNull();
    expect(screen.getByRole('link', { name: '打开牛8 App' })).toBeTruthy();
  });
});
