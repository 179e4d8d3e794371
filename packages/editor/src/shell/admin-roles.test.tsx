import '#test/jsdom-layout.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { EditorRole } from '@h5-page/schema/editor-roles';
import { adminAnswer, openAdmin } from '#test/admin-app.tsx';
import { stubSignedInFetch } from '#test/stub-signed-in-fetch.ts';

const draft = {
  code: 'spring',
  title: '春季开户活动',
  meta: { keywords: '', description: '' },
  background: '',
  is_auto_fit: 0,
  extra: {},
  page_schema: [{ name: 'image', value: { url: '/a.png' }, children: [] }],
};

const PAGE = {
  code: 'spring',
  title: '春季开户活动',
  status: 'live',
  updated_at: '2026-03-01T02:00:00.000Z',
  updated_by: 'admin',
  live_version: 2,
  has_unpublished_changes: false,
  demo: true,
};

const ACCOUNTS = [
  { user: 'admin', role: 'admin', last_sign_in_at: '2026-03-02T01:00:00.000Z' },
  { user: 'li.na', role: 'publisher', last_sign_in_at: '2026-03-01T08:30:00.000Z' },
  { user: 'wang.fang', role: 'reviewer', last_sign_in_at: null },
  { user: 'zhang.wei', role: 'editor', last_sign_in_at: '2026-02-28T06:00:00.000Z' },
].map((a) => ({ ...a, disabled: false, created_at: '2026-02-01T02:00:00.000Z' }));

interface Sent {
  method: string;
  path: string;
  body: unknown;
}

/** A fake admin API signed in as `role`: answers by path, and records every write. */
function serve(role: EditorRole, user = role === 'admin' ? 'admin' : `the-${role}`) {
  const sent: Sent[] = [];
  const accounts = ACCOUNTS.map((a) => ({ ...a }));
  const answer = (response: unknown, status = 200, msg = 'success') =>
    adminAnswer(response, status === 200 ? undefined : { code: 'REFUSED', msg, status });
  stubSignedInFetch(
    role,
    ({ method, path, body }) => {
      if (method !== 'GET') sent.push({ method, path, body });
      if (path.startsWith('/pages?')) return answer({ pages: [PAGE] });
      if (path === '/pages/spring/versions') {
        return answer({
          versions: [
            { version: 2, published_at: '2026-03-01T02:00:00.000Z', published_by: 'admin' },
            { version: 1, published_at: '2026-02-20T02:00:00.000Z', published_by: 'admin' },
          ],
        });
      }
      if (/^\/pages\/spring\/versions\/\d+$/.test(path)) return answer({ page: draft });
      if (path === '/pages/spring') return answer({ draft, live_version: 2, revision: 1 });
      if (path === '/editors' && method === 'GET') return answer({ editors: accounts });
      if (path === '/editors' && method === 'POST') {
        const added = {
          ...(body as { user: string; role: EditorRole }),
          disabled: false,
          created_at: '2026-03-03T02:00:00.000Z',
          last_sign_in_at: null,
        };
        return answer({
          user: added.user,
          role: added.role,
          disabled: false,
          created_at: added.created_at,
          last_sign_in_at: null,
        });
      }
      const disabled = /^\/editors\/([^/]+)\/disabled$/.exec(path);
      if (disabled) {
        const account = accounts.find((a) => a.user === disabled[1])!;
        account.disabled = (body as { disabled: boolean }).disabled;
        return answer(account);
      }
      const roleChange = /^\/editors\/([^/]+)\/role$/.exec(path);
      if (roleChange) {
        return answer(null, 409, '不能停用或降级最后一个启用的管理员：请先将另一个账号设为管理员');
      }
      const reset = /^\/editors\/([^/]+)\/password$/.exec(path);
      if (reset) return answer({ user: reset[1], password: 'Made4You-once16' });
      if (path === '/session/password') {
        const { old_password } = body as { old_password: string };
        return old_password === 'right-password' ? answer(null) : answer(null, 400, '原密码不正确');
      }
      return undefined;
    },
    user,
  );
  return sent;
}

/** A button's name as antd writes it: a space between two Chinese characters (删 除). */
const named = (name: string) => new RegExp(`^\\s*${[...name].join('\\s*')}\\s*$`);

/**
 * The button whose text is `name` in `scope`, hidden or not: Puck keeps its layout hidden until
 * its canvas frame loads, which jsdom never does, and a role query weighs the computed style of
 * every element it looks at, which in jsdom takes seconds over a whole screen. A closed dialog's
 * buttons stay in the document, so a dialog's buttons are looked for within it.
 */
const buttonNamed = (name: string, scope: ParentNode = document) =>
  [...scope.querySelectorAll('button')].find((b) => named(name).test(b.textContent ?? '')) ?? null;
const findButton = (name: string, scope: ParentNode = document) =>
  waitFor(() => {
    const found = buttonNamed(name, scope);
    expect(found).not.toBeNull();
    return found!;
  });

/**
 * The open dialog titled `title`. Under test antd's dialogs share one title id (its id hook
 * answers a fixed id when NODE_ENV is test), so each dialog's accessible name would be the first
 * title in the document: the dialog is found by its own title instead.
 */
const findDialog = (title: string) =>
  waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-modal[role="dialog"]')].find(
      (dialog) =>
        dialog.style.display !== 'none' &&
        named(title).test(dialog.querySelector('.ant-modal-title')?.textContent ?? ''),
    );
    expect(found).toBeDefined();
    return found!;
  });

/** The page's heading (h1 to h6) whose text is `name`. */
const findHeading = (name: string) =>
  waitFor(() => {
    const found = [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].find((h) =>
      named(name).test(h.textContent ?? ''),
    );
    expect(found).toBeDefined();
    return found!;
  });

/** The accounts table's row of `user`, once the list has loaded. */
const findRow = (user: string) =>
  waitFor(() => {
    const row = [...document.querySelectorAll<HTMLElement>('.accounts-table tbody tr')].find(
      (tr) => tr.querySelector('td strong')?.textContent === user,
    );
    expect(row).toBeDefined();
    return row!;
  });

/** Opens the header's account menu (the button named for the account) and answers the menu. */
async function openAccountMenu(user: string) {
  const trigger = await waitFor(() => {
    const found = document.querySelector<HTMLElement>(`button[aria-label="账号 ${user}"]`);
    expect(found).not.toBeNull();
    return found!;
  });
  fireEvent.click(trigger);
  return waitFor(() => {
    const menu = document.querySelector<HTMLElement>(
      '.ant-dropdown:not(.ant-dropdown-hidden) [role="menu"]',
    );
    expect(menu).not.toBeNull();
    return menu!;
  });
}

/** The form's error messages in `scope`, in order. */
const errorsIn = (scope: HTMLElement) =>
  [...scope.querySelectorAll('.ant-form-item-explain-error')].map((e) => e.textContent);

beforeEach(() => {
  history.pushState(null, '', '/admin/');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('an editor', () => {
  it('sees no 删除 or 移除演示内容 in the page list, and no 账号管理', async () => {
    serve('editor');
    openAdmin('/admin/');
    expect(await screen.findByText('春季开户活动')).toBeTruthy();
    expect(buttonNamed('编辑')).toBeTruthy();
    expect(buttonNamed('复制')).toBeTruthy();
    expect(buttonNamed('删除')).toBeNull();
    expect(buttonNamed('移除演示内容')).toBeNull();
    expect(buttonNamed('账号管理')).toBeNull();
    // The account menu names the account and its role, with no 账号管理 either.
    const trigger = document.querySelector<HTMLElement>('button[aria-label="账号 the-editor"]')!;
    expect(within(trigger).getByText('the-editor')).toBeTruthy();
    expect(within(trigger).getByText('编辑')).toBeTruthy();
    const menu = await openAccountMenu('the-editor');
    expect(within(menu).getByText('修改密码')).toBeTruthy();
    expect(within(menu).getByText('退出登录')).toBeTruthy();
    expect(screen.queryByText('账号管理')).toBeNull();
  });

  it('sees no 发布 on the canvas and no 回滚 in the history', async () => {
    serve('editor');
    openAdmin('/admin/pages/spring');
    const history = await findButton('版本历史');
    expect(buttonNamed('保存草稿')).toBeTruthy();
    expect(buttonNamed('发布')).toBeNull();
    // An editor submits the draft for review instead.
    expect(buttonNamed('提交审核')).not.toBeNull();
    fireEvent.click(history);
    expect(await screen.findAllByText('v1')).not.toHaveLength(0);
    expect(buttonNamed('回滚到此版本')).toBeNull();
  });

  it('opening the accounts address is told it needs an admin', async () => {
    serve('editor');
    openAdmin('/admin/accounts');
    expect(await screen.findByText('需要管理员权限才能管理账号')).toBeTruthy();
    expect(buttonNamed('添加账号')).toBeNull();
  });
});

describe('a reviewer', () => {
  it('sees no 发布 either', async () => {
    serve('reviewer');
    openAdmin('/admin/pages/spring');
    await findButton('版本历史');
    expect(buttonNamed('保存草稿')).toBeTruthy();
    expect(buttonNamed('发布')).toBeNull();
  });
});

describe('a publisher', () => {
  it('sees 发布, 回滚 and 删除, and no 账号管理', async () => {
    serve('publisher');
    openAdmin('/admin/pages/spring');
    expect(await findButton('发布')).toBeTruthy();
    fireEvent.click(await findButton('版本历史'));
    expect(await findButton('回滚到此版本')).toBeTruthy();
  });

  it('deletes from the page list but manages no accounts', async () => {
    serve('publisher');
    openAdmin('/admin/');
    expect(await findButton('删除')).toBeTruthy();
    expect(buttonNamed('移除演示内容')).toBeTruthy();
    expect(buttonNamed('账号管理')).toBeNull();
    const menu = await openAccountMenu('the-publisher');
    expect(within(menu).queryByText('账号管理')).toBeNull();
  });
});

describe('an admin', () => {
  it('opens 账号管理 from the page list and sees every account with role, status and last sign-in', async () => {
    serve('admin');
    openAdmin('/admin/');
    fireEvent.click(await findButton('账号管理'));
    expect(await findHeading('账号管理')).toBeTruthy();
    expect(location.pathname).toBe('/admin/accounts');
    const table = document.querySelector('.accounts-table') as HTMLElement;
    await within(table).findByText('zhang.wei');
    const rows = [...table.querySelectorAll('tbody tr')].map((row) =>
      [...row.querySelectorAll('td')].slice(0, 4).map((cell) => cell.textContent),
    );
    expect(rows).toEqual([
      ['admin我', '管理员', '启用中', expect.stringMatching(/^2026-03-02 \d\d:00$/)],
      ['li.na', '发布者', '启用中', expect.stringMatching(/^2026-03-01 \d\d:30$/)],
      ['wang.fang', '审核员', '启用中', '从未登录'],
      ['zhang.wei', '编辑', '启用中', expect.stringMatching(/^2026-02-28 \d\d:00$/)],
    ]);
    // One's own account can be neither disabled nor reset here.
    const mine = await findRow('admin');
    expect(buttonNamed('停用', mine)?.hasAttribute('disabled')).toBe(true);
    expect(buttonNamed('重置密码', mine)?.hasAttribute('disabled')).toBe(true);
    const other = await findRow('li.na');
    expect(buttonNamed('停用', other)?.hasAttribute('disabled')).toBe(false);
    expect(buttonNamed('重置密码', other)?.hasAttribute('disabled')).toBe(false);
    // The account menu offers the same screen.
    const menu = await openAccountMenu('admin');
    expect(within(menu).getByText('账号管理')).toBeTruthy();
  });

  it('adds an account with a role, checking the name and password as the server does', async () => {
    const sent = serve('admin');
    openAdmin('/admin/accounts');
    fireEvent.click(await findButton('添加账号'));
    const dialog = await findDialog('添加账号');
    fireEvent.change(within(dialog).getByLabelText('用户名'), { target: { value: 'x' } });
    fireEvent.change(within(dialog).getByLabelText('初始密码'), { target: { value: 'short' } });
    fireEvent.click(buttonNamed('添加', dialog)!);
    await waitFor(() =>
      expect(errorsIn(dialog)).toEqual([
        '用户名为 2 到 32 个字符，只能包含字母、数字和“_”“.”“-”',
        '密码为 8 到 256 个字符',
      ]),
    );
    // Each message is the named box's own (what a screen reader reads with it).
    expect(within(dialog).getByLabelText('用户名').getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByLabelText('初始密码').getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('用户名'), { target: { value: 'chen.jing' } });
    fireEvent.click(within(dialog).getByLabelText(/审核员/));
    fireEvent.click(buttonNamed('随机生成', dialog)!);
    const made = (within(dialog).getByLabelText('初始密码') as HTMLInputElement).value;
    expect(made).toMatch(/^[A-Za-z2-9]{14}$/);
    // A made password is shown, so it can be read out.
    expect(within(dialog).getByLabelText('初始密码').getAttribute('type')).toBe('text');
    await waitFor(() => expect(errorsIn(dialog)).toEqual([]));
    fireEvent.click(buttonNamed('添加', dialog)!);
    await waitFor(() =>
      expect(sent).toEqual([
        {
          method: 'POST',
          path: '/editors',
          body: { user: 'chen.jing', password: made, role: 'reviewer' },
        },
      ]),
    );
    const added = await findDialog('已添加账号 chen.jing（审核员）');
    expect(within(added).getByText(made)).toBeTruthy();
    // The list shows the new account at once.
    expect(within(await findRow('chen.jing')).getByText('审核员')).toBeTruthy();
  });

  it('resets a password, showing the one the server made once', async () => {
    const sent = serve('admin');
    openAdmin('/admin/accounts');
    fireEvent.click(buttonNamed('重置密码', await findRow('zhang.wei'))!);
    const dialog = await findDialog('重置 zhang.wei 的密码');
    fireEvent.click(buttonNamed('重置密码', dialog)!);
    const done = await findDialog('已重置 zhang.wei 的密码');
    expect(within(done).getByText('Made4You-once16')).toBeTruthy();
    expect(sent).toEqual([{ method: 'POST', path: '/editors/zhang.wei/password', body: {} }]);
    expect(
      within(done).getByText('zhang.wei 在所有设备上的登录已退出，需用新密码重新登录。'),
    ).toBeTruthy();
  });

  it('disables an account after asking, and can enable it again', async () => {
    const sent = serve('admin');
    openAdmin('/admin/accounts');
    const row = await findRow('li.na');
    fireEvent.click(buttonNamed('停用', row)!);
    const confirm = await waitFor(() => {
      const box = document.querySelector<HTMLElement>('.ant-popconfirm');
      expect(box).not.toBeNull();
      return box!;
    });
    expect(within(confirm).getByText('停用 li.na？')).toBeTruthy();
    fireEvent.click(buttonNamed('停用', confirm)!);
    await waitFor(() => expect(within(row).getByText('已停用')).toBeTruthy());
    expect(sent).toEqual([
      { method: 'PUT', path: '/editors/li.na/disabled', body: { disabled: true } },
    ]);
    fireEvent.click(await findButton('启用', row));
    await waitFor(() => expect(within(row).getByText('启用中')).toBeTruthy());
    expect(sent.at(-1)).toEqual({
      method: 'PUT',
      path: '/editors/li.na/disabled',
      body: { disabled: false },
    });
  });

  it('shows the server’s refusal to demote the last admin as it is worded', async () => {
    const sent = serve('admin');
    openAdmin('/admin/accounts');
    const row = await findRow('admin');
    fireEvent.mouseDown(within(row).getByLabelText('admin 的角色'));
    const option = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('.ant-select-item-option[title="编辑"]');
      expect(found).not.toBeNull();
      return found!;
    });
    fireEvent.click(option);
    const ask = await findDialog('把 admin 的角色改为编辑？');
    fireEvent.click(buttonNamed('修改角色', ask)!);
    const refused = await findDialog('修改角色失败');
    expect(
      within(refused).getByText('不能停用或降级最后一个启用的管理员：请先将另一个账号设为管理员'),
    ).toBeTruthy();
    expect(sent).toEqual([
      { method: 'PUT', path: '/editors/admin/role', body: { role: 'editor' } },
    ]);
    // The refused change is not shown as made.
    expect(row.querySelectorAll('td')[1]?.textContent).toBe('管理员');
  });
});

describe('everyone', () => {
  it('changes their own password from the account menu, with the current one', async () => {
    const sent = serve('editor');
    openAdmin('/admin/');
    const menu = await openAccountMenu('the-editor');
    fireEvent.click(within(menu).getByText('修改密码'));
    const dialog = await findDialog('修改密码');
    fireEvent.change(within(dialog).getByLabelText('当前密码'), { target: { value: 'guess' } });
    fireEvent.change(within(dialog).getByLabelText('新密码'), {
      target: { value: 'new-password-1' },
    });
    fireEvent.change(within(dialog).getByLabelText('再次输入新密码'), {
      target: { value: 'new-password-1' },
    });
    fireEvent.click(buttonNamed('修改密码', dialog)!);
    expect(await within(dialog).findByText('原密码不正确')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('当前密码'), {
      target: { value: 'right-password' },
    });
    fireEvent.click(buttonNamed('修改密码', dialog)!);
    expect(await screen.findByText('密码已修改，其他设备上的登录已退出')).toBeTruthy();
    expect(sent.filter((s) => s.path === '/session/password')).toEqual([
      {
        method: 'PUT',
        path: '/session/password',
        body: { old_password: 'guess', new_password: 'new-password-1' },
      },
      {
        method: 'PUT',
        path: '/session/password',
        body: { old_password: 'right-password', new_password: 'new-password-1' },
      },
    ]);
  });
});
