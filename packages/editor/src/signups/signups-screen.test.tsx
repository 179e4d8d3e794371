import '#test/jsdom-layout.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PageStatsRow } from '@h5-page/schema/admin-api/stats';
import type { SignupTableInfo } from '@h5-page/schema/admin-api/signups';
import { adminAnswer, openAdmin } from '#test/admin-app.tsx';
import { stubSignedInFetch } from '#test/stub-signed-in-fetch.ts';

const STOCK_HOLD: SignupTableInfo = {
  name: 'stock_hold',
  label: '持仓诊断申请',
  where: '/h5-page/stockHold',
  columns: [{ key: 'name', label: '姓名', personal: 'name', type: 'text' }],
  campaign: null,
  moderated: false,
};

const row = (code: string, title: string, leads: number): PageStatsRow => ({
  code,
  title,
  status: 'live',
  page_views: 400,
  unique_visitors: 200,
  avg_stay_ms: 30_000,
  clicks: 50,
  shares: 0,
  leads,
  conversion: leads / 200,
});

afterEach(() => {
  vi.unstubAllGlobals();
  history.pushState(null, '', '/admin/');
});

describe('报名数据', () => {
  it('lists the pages whose lead forms took leads, most first, each opening its own list', async () => {
    const asked: string[] = [];
    stubSignedInFetch('editor', ({ path }) => {
      asked.push(path);
      if (path === '/signups') return adminAnswer({ tables: [STOCK_HOLD] });
      if (path.startsWith('/stats/pages?')) {
        return adminAnswer({
          from: '2026-11-22',
          to: '2026-11-28',
          pages: [
            row('spring', '春季开户', 12),
            row('quiet', '无人报名', 0),
            row('live', '直播课', 30),
          ],
        });
      }
      return undefined;
    });
    openAdmin('/admin/signups');
    // Beside the campaign tables, once they are listed.
    await screen.findByRole('menuitem', { name: '持仓诊断申请' });
    fireEvent.click(screen.getByRole('menuitem', { name: '表单线索' }));
    await waitFor(() => expect(location.pathname).toBe('/admin/signups/form_leads'));
    const table = await screen.findByRole('table');
    await within(table).findByText('直播课');
    const titles = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((tr) => tr.querySelector('strong')?.textContent);
    // A page without leads is not listed.
    expect(titles).toEqual(['直播课', '春季开户']);
    expect(asked.some((path) => path.startsWith('/stats/pages?from='))).toBe(true);
    fireEvent.click(within(table).getAllByRole('button', { name: '查看线索' })[1]!);
    await waitFor(() => expect(location.pathname).toBe('/admin/pages/spring/stats'));
  });
});
