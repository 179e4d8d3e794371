import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render } from '@testing-library/react';
import { API_PATHS } from '@h5-page/schema/constants';
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

  it('registers for the chosen session, then shows the registration', async () => {
    const get = vi
      .fn()
      .mockResolvedValueOnce({ sessions: SESSIONS, registration: null })
      .mockResolvedValue({
        sessions: SESSIONS,
        registration: { session_id: 1, name: '张先生', handset: '138****8000' },
      });
    const post = vi.fn(async () => ({ session_id: 1 }));
    const runtime = createFakeRuntime({ api: { get, post } as never, auth: { token: () => 't' } });
    const { getByRole, getAllByRole, getByPlaceholderText, getByTestId } = show(runtime);
    await act(async () => {});
    const radios = getAllByRole('radio') as HTMLInputElement[];
    expect(radios[1]!.disabled).toBe(true);
    fireEvent.click(getByRole('button', { name: '立即报名' }));
    expect(runtime.toast).toHaveBeenCalledWith('请选择要参加的场次');
    fireEvent.click(radios[0]!);
    fireEvent.change(getByPlaceholderText('请输入您的姓名'), { target: { value: '张先生' } });
    fireEvent.change(getByPlaceholderText('请输入您的手机号'), {
      target: { value: '13800138000' },
    });
    await act(async () => {
      fireEvent.click(getByRole('button', { name: '立即报名' }));
    });
    expect(post).toHaveBeenCalledWith(
      API_PATHS.OPEN_DAY_REGISTER,
      { session_id: 1, name: '张先生', handset: '13800138000' },
      { needToken: true },
    );
    expect(getByTestId('open-day-ticket').textContent).toContain('张先生 · 138****8000');
  });
});
