import '#test/jsdom-layout.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { EditorRole } from '@h5-page/schema/editor-roles';
import { adminAnswer, openAdmin } from '#test/admin-app.tsx';
import { button, dialogShowing } from '#test/editor-queries.ts';
import { stubSignedInFetch } from '#test/stub-signed-in-fetch.ts';

interface Sent {
  method: string;
  path: string;
  body: unknown;
}

const DEMO_COMPANY = {
  name: '广州牛八证券投资咨询有限公司',
  licence_number: '91440101MA5D7N8K2X',
  hotline: '020-12345678',
  updated_at: null,
  updated_by: null,
};

/** The admin API signed in as `role`, with no page and the company details never saved. */
function serve(role: EditorRole) {
  const sent: Sent[] = [];
  stubSignedInFetch(role, ({ method, path, body }) => {
    if (method !== 'GET') sent.push({ method, path, body });
    if (path.startsWith('/pages?')) return adminAnswer({ pages: [] });
    if (path === '/company' && method === 'GET') return adminAnswer(DEMO_COMPANY);
    if (path === '/company' && method === 'PUT') {
      return adminAnswer({
        ...(body as object),
        updated_at: '2026-11-28T10:00:00.000Z',
        updated_by: 'the-admin',
      });
    }
    return undefined;
  });
  return sent;
}

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

const errorsIn = (scope: HTMLElement) =>
  [...scope.querySelectorAll('.ant-form-item-explain-error')].map((e) => e.textContent);

beforeEach(() => {
  history.pushState(null, '', '/admin/');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('企业信息', { timeout: 120_000 }, () => {
  it('is an admin’s: the account menu opens it with the details in force, checks them as the server does and saves them', async () => {
    const sent = serve('admin');
    openAdmin('/admin/');
    fireEvent.click(within(await openAccountMenu('the-admin')).getByText('企业信息'));
    const dialog = await dialogShowing('尚未填写');
    const field = (label: string) => within(dialog).getByLabelText(label) as HTMLInputElement;
    await waitFor(() => expect(field('公司名称').value).toBe(DEMO_COMPANY.name));
    expect(field('经营证券期货业务许可证编号').value).toBe(DEMO_COMPANY.licence_number);
    expect(field('服务及投诉热线').value).toBe(DEMO_COMPANY.hotline);

    fireEvent.change(field('公司名称'), { target: { value: ' ' } });
    fireEvent.change(field('经营证券期货业务许可证编号'), { target: { value: '编号 1' } });
    fireEvent.change(field('服务及投诉热线'), { target: { value: '020 1234' } });
    fireEvent.click(button('保存', dialog)!);
    await waitFor(() =>
      expect(errorsIn(dialog)).toEqual([
        '请输入公司名称',
        '许可证编号应为 6 到 40 位字母、数字或“-”',
        '服务热线应为 5 到 20 位数字，可用“-”分段，例如 020-12345678',
      ]),
    );
    expect(sent).toEqual([]);

    fireEvent.change(field('公司名称'), {
      target: { value: ' 深圳前海示范证券投资顾问有限公司 ' },
    });
    fireEvent.change(field('经营证券期货业务许可证编号'), { target: { value: 'ZX-0755-2027' } });
    fireEvent.change(field('服务及投诉热线'), { target: { value: '0755-88886666 ' } });
    fireEvent.click(button('保存', dialog)!);
    await waitFor(() =>
      expect(sent).toEqual([
        {
          method: 'PUT',
          path: '/company',
          body: {
            name: '深圳前海示范证券投资顾问有限公司',
            licence_number: 'ZX-0755-2027',
            hotline: '0755-88886666',
          },
        },
      ]),
    );
    expect(
      await screen.findByText('企业信息已保存，之后从模板新建的页面将使用新的信息'),
    ).toBeTruthy();
  });

  it('is not in an editor’s account menu', async () => {
    serve('editor');
    openAdmin('/admin/');
    const menu = await openAccountMenu('the-editor');
    expect(within(menu).getByText('修改密码')).toBeTruthy();
    expect(within(menu).queryByText('企业信息')).toBeNull();
  });
});
