import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { API_PATHS } from '@h5-page/schema/constants';
import { PRIVACY_TEXT } from '@h5-page/schema/privacy-statement';
import { RuntimeProvider } from '../runtime.ts';
import { createFakeRuntime } from '#test/fake-runtime.ts';
import InviteRegister, { shareCodeFrom } from './inviteRegister.tsx';

const CONSENT = `${PRIVACY_TEXT.CONSENT_PREFIX}${PRIVACY_TEXT.CONSENT_NAME}`;

/** The gateway's reads: the captcha's app id and the statement in force (version 7). */
const gatewayGet = () =>
  vi.fn(async (path: string) =>
    path === API_PATHS.PRIVACY_STATEMENT
      ? { version: 7, text: '个人信息保护声明' }
      : { app_id: '190000001' },
  );

describe('inviteRegister block', () => {
  it('reads the share code from the link', () => {
    expect(shareCodeFrom('?share_code=ab12cd34')).toBe('AB12CD34');
    expect(shareCodeFrom('?code=XY')).toBe('XY');
    expect(shareCodeFrom('?share_code=<x>')).toBe('');
  });

  it('sends the code after the captcha, registers with consent, then opens the success page', async () => {
    window.history.replaceState(null, '', '/h5-page/InviteFriends/register?share_code=ABCD2345');
    const post = vi.fn(async () => ({ token: 't' }));
    const get = gatewayGet();
    const runtime = createFakeRuntime({ api: { get, post } as never });
    const solve = vi.fn(async () => ({ ticket: 'tk', randstr: 'rs' }));
    const { getByPlaceholderText, getByRole, container } = render(
      <RuntimeProvider value={runtime}>
        <InviteRegister
          value={{ title: '注册', successUrl: '/h5-page/InviteFriends/success' }}
          children={[]}
          path="p"
          solveCaptcha={solve}
        />
      </RuntimeProvider>,
    );
    await act(async () => {});
    expect(container.textContent).toContain('邀请码 ABCD2345');
    fireEvent.click(getByRole('button', { name: '获取验证码' }));
    expect(runtime.toast).toHaveBeenCalledWith('请输入正确的手机号');
    fireEvent.change(getByPlaceholderText('请输入手机号'), { target: { value: '13800138000' } });
    // No code is texted before the statement is agreed to.
    await act(async () => {
      fireEvent.click(getByRole('button', { name: '获取验证码' }));
    });
    expect(runtime.toast).toHaveBeenLastCalledWith(PRIVACY_TEXT.CONSENT_REQUIRED);
    expect(post).not.toHaveBeenCalled();
    fireEvent.click(getByRole('checkbox', { name: CONSENT }));
    await act(async () => {
      fireEvent.click(getByRole('button', { name: '获取验证码' }));
    });
    expect(post).toHaveBeenCalledWith(
      API_PATHS.ADVERT_SMS_SEND,
      expect.objectContaining({ handset: '13800138000', ticket: 'tk', randstr: 'rs' }),
      { hideError: true },
    );
    expect(getByRole('button', { name: '60s 后重发' })).toBeDefined();
    fireEvent.change(getByPlaceholderText('请输入短信验证码'), { target: { value: '123456' } });
    await act(async () => {
      fireEvent.click(getByRole('button', { name: '注册并领取新人礼' }));
    });
    expect(post).toHaveBeenCalledWith(API_PATHS.INVITE_REGISTER, {
      handset: '13800138000',
      code: '123456',
      share_code: 'ABCD2345',
      consent_version: 7,
    });
    expect(runtime.env.openUrl).toHaveBeenCalledWith('/h5-page/InviteFriends/success');
  });

  it('stays on the page when the server refuses', async () => {
    window.history.replaceState(null, '', '/h5-page/InviteFriends/register?share_code=ABCD2345');
    const post = vi.fn(async () => Promise.reject(new Error('验证码错误')));
    const runtime = createFakeRuntime({ api: { get: gatewayGet(), post } as never });
    const { getByPlaceholderText, getByRole } = render(
      <RuntimeProvider value={runtime}>
        <InviteRegister value={{ successUrl: '/s' }} children={[]} path="p" />
      </RuntimeProvider>,
    );
    await act(async () => {});
    fireEvent.change(getByPlaceholderText('请输入手机号'), { target: { value: '13800138000' } });
    fireEvent.change(getByPlaceholderText('请输入短信验证码'), { target: { value: '000000' } });
    fireEvent.click(getByRole('checkbox', { name: CONSENT }));
    await act(async () => {
      fireEvent.click(getByRole('button', { name: '注册并领取新人礼' }));
    });
    expect(post).toHaveBeenCalledTimes(1);
    expect(runtime.env.openUrl).not.toHaveBeenCalled();
  });

  it('shows the consent line unticked in server HTML and registers nothing until it is ticked', async () => {
    window.history.replaceState(null, '', '/h5-page/InviteFriends/register?share_code=ABCD2345');
    const element = (runtime: ReturnType<typeof createFakeRuntime>) => (
      <RuntimeProvider value={runtime}>
        <InviteRegister value={{ successUrl: '/s' }} children={[]} path="p" />
      </RuntimeProvider>
    );
    const html = renderToString(element(createFakeRuntime()));
    expect(html).toMatch(
      /<input type="checkbox" class="h5-consent-box"[^>]*\/>我已阅读并同意<\/label>/,
    );
    expect(html).toContain('aria-haspopup="dialog">《个人信息保护声明》</button>');

    const post = vi.fn(async () => ({ token: 't' }));
    const runtime = createFakeRuntime({ api: { get: gatewayGet(), post } as never });
    const { getByPlaceholderText, getByRole } = render(element(runtime));
    await act(async () => {});
    fireEvent.change(getByPlaceholderText('请输入手机号'), { target: { value: '13800138000' } });
    fireEvent.change(getByPlaceholderText('请输入短信验证码'), { target: { value: '123456' } });
    await act(async () => {
      fireEvent.click(getByRole('button', { name: '注册并领取新人礼' }));
    });
    expect(runtime.toast).toHaveBeenLastCalledWith(PRIVACY_TEXT.CONSENT_REQUIRED);
    expect(post).not.toHaveBeenCalled();
  });
});
