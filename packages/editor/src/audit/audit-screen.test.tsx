import '#test/jsdom-layout.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { EditorRole } from '@h5-page/schema/editor-roles';
import { adminAnswer, openAdmin } from '#test/admin-app.tsx';
import { stubSignedInFetch } from '#test/stub-signed-in-fetch.ts';

const at = (iso: string, plusSeconds = 0) =>
  new Date(Date.parse(iso) + plusSeconds * 1000).toISOString();

/** li.na's autosaves of one editing session: 37 saves of spring, 14:02 to 14:32 Beijing time. */
const SESSION = Array.from({ length: 37 }, (_, i) => ({
  at: at('2026-11-26T06:02:00.000Z', i * 50),
  actor: 'li.na',
  action: 'page.save',
  page_code: 'spring',
  detail: { revision: 12 + i, base_revision: 11 + i },
}));

/** The trail as the server keeps it, oldest first. */
const ENTRIES = [
  {
    at: '2026-11-26T01:00:00.000Z',
    actor: 'admin',
    action: 'session.sign_in',
    page_code: null,
    detail: { role: 'admin', ip: '10.0.0.1' },
  },
  {
    at: '2026-11-26T02:00:00.000Z',
    actor: 'nobody',
    action: 'session.sign_in_failed',
    page_code: null,
    detail: { reason: 'unknown_user', ip: '10.0.0.9', unverified: true },
  },
  ...SESSION.slice(0, 10),
  // Someone else, elsewhere, meanwhile: li.na's session goes on.
  {
    at: at('2026-11-26T06:02:00.000Z', 10 * 50 + 5),
    actor: 'wang.fang',
    action: 'page.save',
    page_code: 'autumn',
    detail: { revision: 4, base_revision: 3 },
  },
  ...SESSION.slice(10),
  {
    at: '2026-11-26T06:40:00.000Z',
    actor: 'li.na',
    action: 'page.publish',
    page_code: 'spring',
    detail: {
      version: 3,
      starts_at: null,
      ends_at: '2026-11-30T15:59:00.000Z',
      after_end: { kind: 'redirect', url: '/h5-page/h5/autumn' },
    },
  },
  // After the publish, a new session.
  {
    at: '2026-11-26T06:45:00.000Z',
    actor: 'li.na',
    action: 'page.save',
    page_code: 'spring',
    detail: { revision: 49, base_revision: 48 },
  },
].map((entry, index) => ({ ...entry, seq: index + 1, hash: String(index).padStart(64, '0') }));

/** A fake admin API signed in as `role`; answers the audit call and records what it was asked. */
function serve(role: EditorRole) {
  const asked: string[] = [];
  const answer = (response: unknown) => adminAnswer(response);
  stubSignedInFetch(role, ({ path }) => {
    if (path.startsWith('/pages?')) return answer({ pages: [] });
    if (path.startsWith('/audit?')) {
      asked.push(path);
      const query = new URLSearchParams(path.slice('/audit?'.length));
      const action = query.get('action');
      const code = query.get('page_code');
      const found = ENTRIES.filter(
        (e) => (!action || action.split(',').includes(e.action)) && (!code || e.page_code === code),
      );
      const entries = query.get('order') === 'newest' ? [...found].reverse() : found;
      return answer({ entries, next_after_seq: null, next_before_seq: null });
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

describe('审计日志', () => {
  it('a reviewer opens it from the account menu and reads the actions in Chinese', async () => {
    const asked = serve('reviewer');
    openAdmin('/admin/');
    const trigger = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('button[aria-label="账号 the-reviewer"]');
      expect(found).not.toBeNull();
      return found!;
    });
    fireEvent.click(trigger);
    fireEvent.click(await screen.findByText('审计日志'));
    // Newest first; li.na's 37 autosaves one row, wang.fang's save between them its own.
    await waitFor(() => expect(rows()).toHaveLength(6));
    expect(location.pathname).toBe('/admin/audit');
    const [laterSave, publish, session, otherSave, failed, signIn] = rows();
    expect(within(laterSave!).getByText('保存草稿')).toBeTruthy();
    expect(within(laterSave!).getByText('2026-11-26 14:45')).toBeTruthy();
    expect(within(publish!).getByText('发布')).toBeTruthy();
    expect(within(publish!).getByText('spring')).toBeTruthy();
    expect(
      within(publish!).getByText(
        '版本：3，结束时间：2026-11-30 23:59，结束后：跳转到 /h5-page/h5/autumn',
      ),
    ).toBeTruthy();
    expect(within(session!).getByText('保存草稿 ×37')).toBeTruthy();
    expect(within(session!).getByText('2026-11-26 14:02–14:32')).toBeTruthy();
    expect(within(session!).getByText('li.na')).toBeTruthy();
    expect(within(session!).getByText('修订号：12–48')).toBeTruthy();
    expect(within(otherSave!).getByText('wang.fang')).toBeTruthy();
    expect(within(otherSave!).getByText('修订号：4，基于修订号：3')).toBeTruthy();
    expect(within(failed!).getByText('登录失败')).toBeTruthy();
    expect(
      within(failed!).getByText('原因：账号不存在，IP 地址：10.0.0.9，身份未核实：是'),
    ).toBeTruthy();
    expect(within(signIn!).getByText('登录')).toBeTruthy();
    expect(within(signIn!).getByText('admin')).toBeTruthy();
    expect(within(signIn!).getByText('2026-11-26 09:00')).toBeTruthy();
    expect(within(signIn!).getByText('角色：管理员，IP 地址：10.0.0.1')).toBeTruthy();
    expect(asked[0]).toBe('/audit?order=newest&limit=5000');

    const csv = screen.getByRole('link', { name: /导出 CSV/ });
    expect(csv.getAttribute('href')).toBe('/admin/api/audit.csv?');

    // A page-code filter goes to the server, and to the export link with it.
    const code = screen.getByPlaceholderText('页面编码');
    fireEvent.change(code, { target: { value: 'spring' } });
    fireEvent.keyDown(code, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() =>
      expect(asked.at(-1)).toBe('/audit?page_code=spring&order=newest&limit=5000'),
    );
    expect(screen.getByRole('link', { name: /导出 CSV/ }).getAttribute('href')).toBe(
      '/admin/api/audit.csv?page_code=spring',
    );
  });

  it('an editor has no 审计日志 in the menu, and the address answers that it is not theirs', async () => {
    const asked = serve('editor');
    openAdmin('/admin/audit');
    expect(await screen.findByText('需要管理员或审核员权限才能查看审计日志')).toBeTruthy();
    expect(asked).toEqual([]);
  });
});
