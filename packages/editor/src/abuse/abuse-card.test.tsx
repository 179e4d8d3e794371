import '#test/jsdom-layout.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { AbuseCard } from './abuse-card.tsx';
import type { AbuseRuleValues } from './abuse-api.ts';
import { adminAnswer } from '#test/admin-app.tsx';

/** A fake admin API holding page `spring`'s rules and blocklist; records the writes. */
function serve() {
  let rules: AbuseRuleValues & { custom: boolean } = {
    per_address: 20,
    per_device: 5,
    per_handset: 3,
    verified_only: false,
    custom: false,
  };
  const writes: { method: string; path: string; body: unknown }[] = [];
  const answer = (response: unknown) => adminAnswer(response);
  const rulesAnswer = () => ({
    rules: { ...rules, updated_at: null, updated_by: null },
    defaults: { per_address: 20, per_device: 5, per_handset: 3, verified_only: false },
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = String(url).replace(/^\/admin\/api/, '');
      const method = init?.method ?? 'GET';
      const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
      if (method !== 'GET') writes.push({ method, path, body });
      if (path === '/pages/spring/abuse-rules' && method === 'GET') return answer(rulesAnswer());
      if (path === '/pages/spring/abuse-rules' && method === 'PUT') {
        rules = { ...(body as AbuseRuleValues), custom: true };
        return answer(rulesAnswer());
      }
      if (path === '/pages/spring/abuse-blocklist' && method === 'GET') {
        return answer({
          handsets: [
            {
              handset: '13900001111',
              global: true,
              note: '脚本',
              created_at: '2026-11-26T01:00:00.000Z',
              created_by: 'admin',
            },
          ],
        });
      }
      if (path === '/pages/spring/abuse-blocklist' && method === 'POST') {
        return answer({ entry: body, created: true });
      }
      throw new Error(`unexpected ${method} ${path}`);
    }),
  );
  return writes;
}

afterEach(() => vi.unstubAllGlobals());

const refused = { total: 12, address: 9, device: 0, handset: 2, blocklist: 1, unverified: 0 };

describe('防刷拦截 and 防刷设置', () => {
  it('shows the refused attempts by rule; a publisher changes a cap and blocks a handset', async () => {
    const writes = serve();
    render(
      <App>
        <AbuseCard code="spring" refused={refused} canChange />
      </App>,
    );
    expect(screen.getByText('拦截次数')).toBeTruthy();
    expect(screen.getByText('同一网络超限').closest('.ant-statistic')?.textContent).toContain('9');

    fireEvent.click(screen.getByRole('button', { name: '防刷设置' }));
    const dialog = await screen.findByRole('dialog');
    const perAddress = await within(dialog).findByLabelText('每个网络地址每天');
    await waitFor(() => expect((perAddress as HTMLInputElement).value).toBe('20'));
    await within(dialog).findByText('13900001111');
    expect(within(dialog).getByText('所有页面', { selector: '.ant-tag' })).toBeTruthy();

    fireEvent.change(perAddress, { target: { value: '50' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(writes.length).toBe(1));
    expect(writes[0]).toEqual({
      method: 'PUT',
      path: '/pages/spring/abuse-rules',
      body: { per_address: 50, per_device: 5, per_handset: 3, verified_only: false },
    });

    fireEvent.change(within(dialog).getByLabelText('黑名单手机号'), {
      target: { value: '13800002222' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: '加入黑名单' }));
    await waitFor(() => expect(writes.length).toBe(2));
    expect(writes[1]).toMatchObject({
      method: 'POST',
      body: { handset: '13800002222', note: '', global: false },
    });
  });

  it('an editor reads the rules but cannot change them or see the blocklist', async () => {
    const writes = serve();
    render(
      <App>
        <AbuseCard code="spring" refused={refused} canChange={false} />
      </App>,
    );
    fireEvent.click(screen.getByRole('button', { name: '防刷设置' }));
    const dialog = await screen.findByRole('dialog');
    const perAddress = await within(dialog).findByLabelText('每个网络地址每天');
    await waitFor(() => expect((perAddress as HTMLInputElement).value).toBe('20'));
    expect((perAddress as HTMLInputElement).disabled).toBe(true);
    expect(within(dialog).queryByRole('button', { name: /保\s*存/ })).toBeNull();
    expect(within(dialog).queryByText('手机号黑名单')).toBeNull();
    expect(writes).toEqual([]);
  });
});
