import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, waitFor, within } from '@testing-library/react';
import { API_PATHS } from '@h5-page/schema/constants';
import { PRIVACY_TEXT } from '@h5-page/schema/privacy-statement';
import { RuntimeProvider } from '../runtime.ts';
import type { BlockRuntime } from '../runtime.ts';
import { createFakeRuntime } from '#test/fake-runtime.ts';
import OpenDay from './openDay.tsx';

const SESSIONS = [
  {
    id: 1,
    title: '第一场',
    date: '2027-04-17 09:30',
    address: '总部',
    seats: 40,
    left: 3,
    state: 'open',
  },
  {
    id: 2,
    title: '第二场',
    date: '2027-04-17 14:00',
    address: '总部',
    seats: 40,
    left: 0,
    state: 'full',
  },
];

const CONSENT = `${PRIVACY_TEXT.CONSENT_PREFIX}${PRIVACY_TEXT.CONSENT_NAME}`;

function show(runtime: BlockRuntime) {
  return render(
    <RuntimeProvider value={runtime}>
      <OpenDay value={{ title: '报名' }} children={[]} path="p" />
    </RuntimeProvider>,
  );
}

describe('openDay block', () => {
  it('asks a visitor without a token to log in', () => {
    const runtime = createFakeRuntime();
    const { getByRole } = show(runtime);
    fireEvent.click(getByRole('button', { name: '登录报名' }));
    expect(runtime.env.login).toHaveBeenCalled();
  });

  it('registers for the chosen session under the visitor’s own phone, with consent, then shows the registration', async () => {
    let registration: unknown = null;
    const get = vi.fn(async (path: string) => {
      if (path === API_PATHS.JWT_USER) return { softuser_id: 9, handset: '138****8000' };
      if (path === API_PATHS.PRIVACY_STATEMENT) return { version: 5, text: '个人信息保护声明' };
      return { sessions: SESSIONS, registration };
    });
    const post = vi.fn(async () => {
      registration = { session_id: 1, name: '张先生', handset: '138****8000' };
      return { session_id: 1 };
    });
    const runtime = createFakeRuntime({
      api: { get, post } as never,
      auth: { token: () => 't' },
    });
    const { getByRole, getAllByRole, getByPlaceholderText, getByTestId, container } = show(runtime);
    await act(async () => {});
    // The phone is the login's, masked; there is nothing to type it into.
    expect(container.querySelector('.h5-own-phone')?.textContent).toContain('138****8000');
    expect(container.querySelector('input[type="tel"]')).toBeNull();
    const radios = getAllByRole('radio') as HTMLInputElement[];
    expect(radios[1]!.disabled).toBe(true);
    fireEvent.click(getByRole('button', { name: '立即报名' }));
    expect(runtime.toast).toHaveBeenCalledWith('请选择要参加的场次');
    fireEvent.click(radios[0]!);
    fireEvent.change(getByPlaceholderText('请输入您的姓名'), { target: { value: '张先生' } });

    // Not without consent to the statement: nothing is sent.
    const consent = getByRole('checkbox', { name: CONSENT }) as HTMLInputElement;
    expect(consent.checked).toBe(false);
    await act(async () => {
      fireEvent.click(getByRole('button', { name: '立即报名' }));
    });
    expect(runtime.toast).toHaveBeenLastCalledWith(PRIVACY_TEXT.CONSENT_REQUIRED);
    expect(post).not.toHaveBeenCalled();

    fireEvent.click(consent);
    await act(async () => {
      fireEvent.click(getByRole('button', { name: '立即报名' }));
    });
    expect(post).toHaveBeenCalledWith(
      API_PATHS.OPEN_DAY_REGISTER,
      { session_id: 1, name: '张先生', consent_version: 5 },
      { needToken: true },
    );
    expect(getByTestId('open-day-ticket').textContent).toContain('张先生 · 138****8000');
  });

  it('opens the statement from the consent line, and closes it again', async () => {
    const get = vi.fn(async (path: string) =>
      path === API_PATHS.PRIVACY_STATEMENT
        ? { version: 5, text: '个人信息保护声明\n\n一、我们收集哪些信息' }
        : { sessions: SESSIONS, registration: null },
    );
    const runtime = createFakeRuntime({ api: { get } as never, auth: { token: () => 't' } });
    const { getByRole, findByRole, findByText, queryByRole } = show(runtime);
    await act(async () => {});
    fireEvent.click(getByRole('button', { name: PRIVACY_TEXT.CONSENT_NAME }));
    const dialog = await findByRole('dialog', { name: PRIVACY_TEXT.TITLE });
    await findByText('一、我们收集哪些信息');
    fireEvent.click(within(dialog).getByRole('button', { name: PRIVACY_TEXT.DIALOG_BACK }));
    await waitFor(() => expect(queryByRole('dialog')).toBeNull());
    expect((getByRole('checkbox', { name: CONSENT }) as HTMLInputElement).checked).toBe(false);
  });
});
