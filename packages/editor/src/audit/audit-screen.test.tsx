import '#test/jsdom-layout.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { EditorRole } from '@h5-page/schema/editor-roles';
import { adminAnswer, openAdmin } from '#test/admin-app.tsx';
import { stubSignedInFetch } from '#test/stub-signed-in-fetch.ts';

const ENTRIES = [
  {
    seq: 1,
    at: '2026-11-26T01:00:00.000Z',
    actor: 'admin',
    action: 'session.sign_in',
    page_code: null,
    detail: { role: 'admin', ip: '10.0.0.1' },
    hash: 'a'.repeat(64),
  },
  {
    seq: 2,
    at: '2026-11-26T02:00:00.000Z',
    actor: null,
    action: 'session.sign_in_failed',
    page_code: null,
    detail: { user: 'nobody', reason: 'unknown_user' },
    hash: 'b'.repeat(64),
  },
  {
    seq: 3,
    at: '2026-11-26T03:00:00.000Z',
    actor: 'li.na',
    action: 'page.publish',
    page_code: 'spring',
    detail: { version: 3 },
    hash: 'c'.repeat(64),
  },
];

/** A fake admin API signed in as `role`; answers the audit call and records what it was asked. */
function serve(role: EditorRole) {
  const asked: string[] = [];
  const answer = (response: unknown) => adminAnswer(response);
  stubSignedInFetch(role, ({ path }) => {
    if (path.startsWith('/pages?')) return answer({ pages: [] });
    if (path.startsWith('/audit?')) {
      asked.push(path);
      const action = new URLSearchParams(path.slice('/audit?'.length)).get('action');
      const entries = action
        ? ENTRIES.filter((e) => action.split(',').includes(e.action))
        : ENTRIES;
      return answer({ entries, next_after_seq: null });
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
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(location.pathname).toBe('/admin/audit');
    const [signIn, failed, publish] = rows();
    expect(within(signIn!).getByText('登录')).toBeTruthy();
    expect(within(signIn!).getByText('admin')).toBeTruthy();
    expect(within(failed!).getByText('登录失败')).toBeTruthy();
    expect(within(failed!).getByText('系统')).toBeTruthy();
    expect(within(publish!).getByText('发布')).toBeTruthy();
    expect(within(publish!).getByText('spring')).toBeTruthy();
    expect(within(publish!).getByText('version: 3')).toBeTruthy();
    expect(asked[0]).toMatch(/^\/audit\?limit=5000$/);

    const csv = screen.getByRole('link', { name: /导出 CSV/ });
    expect(csv.getAttribute('href')).toBe('/admin/api/audit.csv?');

    // A page-code filter goes to the server, and to the export link with it.
    const code = screen.getByPlaceholderText('页面编码');
    fireEvent.change(code, { target: { value: 'spring' } });
    fireEvent.keyDown(code, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(asked.at(-1)).toBe('/audit?page_code=spring&limit=5000'));
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
