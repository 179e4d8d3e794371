import '#test/jsdom-layout.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { EditorRole } from '@h5-page/schema/editor-roles';
import { matchStatement, mismatchWarning, UNASSESSED_WARNING } from '@h5-page/schema/suitability';
import { adminAnswer, openAdmin } from '#test/admin-app.tsx';
import { stubSignedInFetch } from '#test/stub-signed-in-fetch.ts';

const CAMP = '神龙战法·七日实战训练营';

/** The records as the server answers them, newest first. */
const MATCHES = [
  {
    id: 3,
    at: '2026-11-26T06:40:00.000Z',
    handset: '138****8123',
    shop_product_id: 901,
    product_name: CAMP,
    risk_level: 'R3',
    tier: 'C3',
    outcome: 'match',
    shown_text: matchStatement('C3', 'R3', CAMP),
    page: '/h5-page/h5/buy-slzf-camp',
    confirmed_at: '2026-11-26T06:40:20.000Z',
    order_pid: 'P20261126ABCDEF123456',
  },
  {
    id: 2,
    at: '2026-11-26T06:20:00.000Z',
    handset: '139****0001',
    shop_product_id: 901,
    product_name: CAMP,
    risk_level: 'R3',
    tier: 'C1',
    outcome: 'mismatch',
    shown_text: mismatchWarning('C1', 'R3', CAMP),
    page: '/h5-page/h5/buy-slzf-camp',
    confirmed_at: null,
    order_pid: null,
  },
  {
    id: 1,
    at: '2026-11-26T06:00:00.000Z',
    handset: '139****0001',
    shop_product_id: 901,
    product_name: CAMP,
    risk_level: 'R3',
    tier: null,
    outcome: 'unassessed',
    shown_text: UNASSESSED_WARNING,
    page: null,
    confirmed_at: null,
    order_pid: null,
  },
];

function serve(role: EditorRole) {
  const asked: string[] = [];
  stubSignedInFetch(role, ({ path }) => {
    if (path.startsWith('/pages?')) return adminAnswer({ pages: [] });
    if (path.startsWith('/suitability/matches')) {
      asked.push(path);
      const handset = new URLSearchParams(path.split('?')[1]).get('handset');
      return adminAnswer({
        matches: handset === '13900000001' ? MATCHES.slice(1) : MATCHES,
      });
    }
    return undefined;
  });
  return asked;
}

const rows = () => [...document.querySelectorAll<HTMLElement>('.ant-table-tbody tr[data-row-key]')];

afterEach(() => {
  vi.unstubAllGlobals();
  history.pushState(null, '', '/admin/');
});

describe('适当性记录', () => {
  it('a reviewer opens it from the account menu: each check, its outcome and what the visitor read', async () => {
    const asked = serve('reviewer');
    openAdmin('/admin/');
    const trigger = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('button[aria-label="账号 the-reviewer"]');
      expect(found).not.toBeNull();
      return found!;
    });
    fireEvent.click(trigger);
    fireEvent.click(await screen.findByText('适当性记录'));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(location.pathname).toBe('/admin/suitability');
    expect(asked[0]).toBe('/suitability/matches?');
    const [matched, refused, unassessed] = rows();
    expect(within(matched!).getByText('R3（中风险）')).toBeTruthy();
    expect(within(matched!).getByText('C3（稳健型）')).toBeTruthy();
    expect(within(matched!).getByText('匹配')).toBeTruthy();
    expect(
      within(matched!).getByText('2026-11-26 14:40 确认，订单 P20261126ABCDEF123456'),
    ).toBeTruthy();
    expect(within(refused!).getByText('C1（保守型）')).toBeTruthy();
    expect(within(refused!).getByText('不匹配，已拒绝')).toBeTruthy();
    expect(within(unassessed!).getByText('未测评')).toBeTruthy();
    expect(within(unassessed!).getByText('未测评，已引导测评')).toBeTruthy();

    // What the refused visitor read, word for word.
    fireEvent.click(refused!.querySelector<HTMLElement>('.ant-table-row-expand-icon')!);
    expect(
      await screen.findByText(`访客看到的内容：${mismatchWarning('C1', 'R3', CAMP)}`),
    ).toBeTruthy();

    // A phone filter goes to the server.
    const phone = screen.getByPlaceholderText('手机号（11 位）');
    fireEvent.change(phone, { target: { value: '13900000001' } });
    fireEvent.keyDown(phone, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(asked.at(-1)).toBe('/suitability/matches?handset=13900000001');
  });

  it('an editor has no 适当性记录 in the menu, and the address says it is not theirs', async () => {
    const asked = serve('editor');
    openAdmin('/admin/suitability');
    expect(await screen.findByText('需要管理员或审核员权限才能查看适当性记录')).toBeTruthy();
    expect(asked).toEqual([]);
  });
});
