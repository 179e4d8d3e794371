import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { API_PATHS, MESSAGES } from '@h5-page/schema/constants';
import { PRIVACY_TEXT } from '@h5-page/schema/privacy-statement';
import { RuntimeProvider } from '../runtime.ts';
import type { BlockRuntime } from '../runtime.ts';
import { createFakeRuntime } from '#test/fake-runtime.ts';
import AddressBlock from './address.tsx';
import { DEV_CAPTCHA_TICKET_PATH } from '../shared/acquire-captcha.ts';
import { TEST_REGIONS } from '#test/test-regions.ts';
import { expectCaptchaThenSms } from '#test/expect-captcha-then-sms.ts';
import { TIANHE_ADDRESS } from '#test/tianhe-address.ts';

afterEach(() => {
  vi.useRealTimers();
});

/** The statement in force that the gateway serves in these tests. */
const STATEMENT = { version: 4, text: '个人信息保护声明' };

/** The gateway's reads: the development captcha's app id `dev`, and the statement. */
const devGet = () =>
  vi.fn(async (path: string) =>
    path === API_PATHS.CAPTCHA_APP_ID
      ? { app_id: 'dev' }
      : path === API_PATHS.PRIVACY_STATEMENT
        ? STATEMENT
        : undefined,
  ) as BlockRuntime['api']['get'];

/** A runtime whose gateway is the development one: captcha app id `dev`, then a ticket. */
function devRuntime(
  post: (path: string, body?: unknown) => Promise<unknown> = async () => undefined,
) {
  return createFakeRuntime({
    api: {
      get: devGet(),
      post: vi.fn(async (path: string, body?: unknown) =>
        path === DEV_CAPTCHA_TICKET_PATH ? { ticket: 'T-1', randstr: 'R-1' } : post(path, body),
      ) as BlockRuntime['api']['post'],
    },
  });
}

async function showChosen(runtime: BlockRuntime) {
  render(
    <RuntimeProvider value={runtime}>
      <AddressBlock
        value={{ buttonText: '立即注册' }}
        children={[]}
        path="page_schema[0]"
        loadRegions={() => Promise.resolve(TEST_REGIONS)}
      />
    </RuntimeProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: '请选择' }));
  await screen.findByRole('listbox', { name: '省份' });
  for (const name of ['广东省', '广州市', '天河区']) {
    fireEvent.click(screen.getByRole('option', { name }));
  }
}

const phone = () => screen.getByRole('textbox', { name: '手机号' }) as HTMLInputElement;
const code = () => screen.getByRole('textbox', { name: '验证码' }) as HTMLInputElement;
const sendButton = () => screen.getByRole('button', { name: /获取验证码|重新获取|发送中/ });
const registerButton = () => screen.getByRole('button', { name: '立即注册' });
const consentBox = () =>
  screen.getByRole('checkbox', {
    name: `${PRIVACY_TEXT.CONSENT_PREFIX}${PRIVACY_TEXT.CONSENT_NAME}`,
  }) as HTMLInputElement;

describe('register by address', () => {
  it('limits the phone to 11 characters and the code to 6', async () => {
    await showChosen(createFakeRuntime());
    expect(phone().maxLength).toBe(11);
    expect(code().maxLength).toBe(6);
    expect(code().placeholder).toBe(MESSAGES.CODE_HINT);
  });

  it('refuses a phone that is not 11 digits starting with 1, calling nothing', async () => {
    const runtime = createFakeRuntime();
    await showChosen(runtime);
    for (const value of ['', '1380013800', '23800138000', '1380013800a']) {
      fireEvent.change(phone(), { target: { value } });
      fireEvent.click(sendButton());
      expect(runtime.toast).toHaveBeenLastCalledWith('请输入正确的手机号');
      fireEvent.click(registerButton());
      expect(runtime.toast).toHaveBeenLastCalledWith('请输入正确的手机号');
    }
    expect(runtime.api.get).not.toHaveBeenCalled();
    expect(runtime.api.post).not.toHaveBeenCalled();
  });

  it('sends the code after the captcha: app id, dev ticket, then advert-sms with the ticket', async () => {
    const runtime = devRuntime();
    await showChosen(runtime);
    fireEvent.change(phone(), { target: { value: '13800138000' } });
    fireEvent.click(consentBox());
    fireEvent.click(sendButton());
    await screen.findByRole('button', { name: '60s后重新获取' });

    expectCaptchaThenSms(runtime, '13800138000');
    expect(runtime.toast).toHaveBeenCalledWith('验证码已发送');
    expect((sendButton() as HTMLButtonElement).disabled).toBe(true);
  });

  it('counts 60 seconds down before the code can be sent again', async () => {
    const runtime = devRuntime();
    await showChosen(runtime);
    fireEvent.click(consentBox());
    await waitFor(() =>
      expect(runtime.api.get).toHaveBeenCalledWith(
        API_PATHS.PRIVACY_STATEMENT,
        {},
        { quiet: true },
      ),
    );
    vi.useFakeTimers();
    fireEvent.change(phone(), { target: { value: '13800138000' } });
    await act(async () => {
      fireEvent.click(sendButton());
    });
    expect(sendButton().textContent).toBe('60s后重新获取');
    await act(async () => {
      vi.advanceTimersByTime(59_000);
    });
    expect(sendButton().textContent).toBe('1s后重新获取');
    await act(async () => {
      vi.advanceTimersByTime(1000);
    });
    expect(sendButton().textContent).toBe('获取验证码');
    expect((sendButton() as HTMLButtonElement).disabled).toBe(false);
  });

  it('does not count down nor toast again when the server refuses the SMS (the API client showed why)', async () => {
    const runtime = devRuntime(async (path) => {
      if (path === API_PATHS.ADVERT_SMS_SEND) throw new Error('发送过于频繁');
      return undefined;
    });
    await showChosen(runtime);
    fireEvent.change(phone(), { target: { value: '13800138000' } });
    fireEvent.click(consentBox());
    fireEvent.click(sendButton());
    await waitFor(() =>
      expect(runtime.api.post).toHaveBeenCalledWith(
        API_PATHS.ADVERT_SMS_SEND,
        expect.objectContaining({ handset: '13800138000' }),
        { hideError: true },
      ),
    );
    await waitFor(() => expect(sendButton().textContent).toBe('获取验证码'));
    expect(runtime.toast).not.toHaveBeenCalled();
  });

  it('asks for the code before registering', async () => {
    const runtime = createFakeRuntime();
    await showChosen(runtime);
    fireEvent.change(phone(), { target: { value: '13800138000' } });
    fireEvent.change(code(), { target: { value: '  ' } });
    fireEvent.click(registerButton());
    expect(runtime.toast).toHaveBeenLastCalledWith(MESSAGES.CODE_REQUIRED);
    expect(runtime.api.post).not.toHaveBeenCalled();
  });

  it('registers with the phone, the code, the chosen address and consent, then says 注册成功', async () => {
    const runtime = createFakeRuntime({ api: { get: devGet() } });
    await showChosen(runtime);
    fireEvent.change(phone(), { target: { value: '13800138000' } });
    fireEvent.change(code(), { target: { value: '1234' } });
    fireEvent.click(consentBox());
    fireEvent.click(registerButton());
    expect(await screen.findByRole('status')).toHaveProperty('textContent', '注册成功');
    expect(runtime.api.post).toHaveBeenCalledWith(
      API_PATHS.SMART_LOGIN,
      {
        handset: '13800138000',
        code: '1234',
        ...TIANHE_ADDRESS,
        consent_version: STATEMENT.version,
      },
      { hideError: true },
    );
    expect(runtime.toast).toHaveBeenCalledTimes(1);
    expect(runtime.toast).toHaveBeenCalledWith('注册成功');
  });

  it('keeps the form and toasts nothing more when the server refuses the registration', async () => {
    const runtime = createFakeRuntime({
      api: { get: devGet(), post: vi.fn(async () => Promise.reject(new Error('验证码错误'))) },
    });
    await showChosen(runtime);
    fireEvent.change(phone(), { target: { value: '13800138000' } });
    fireEvent.change(code(), { target: { value: '9999' } });
    fireEvent.click(consentBox());
    fireEvent.click(registerButton());
    await waitFor(() => expect(runtime.api.post).toHaveBeenCalled());
    await waitFor(() => expect((registerButton() as HTMLButtonElement).disabled).toBe(false));
    expect(runtime.toast).not.toHaveBeenCalled();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows the consent line, and neither texts a code nor registers until it is ticked', async () => {
    const runtime = devRuntime();
    await showChosen(runtime);
    expect(consentBox().checked).toBe(false);
    fireEvent.change(phone(), { target: { value: '13800138000' } });
    fireEvent.click(sendButton());
    await waitFor(() =>
      expect(runtime.toast).toHaveBeenLastCalledWith(PRIVACY_TEXT.CONSENT_REQUIRED),
    );
    fireEvent.change(code(), { target: { value: '1234' } });
    fireEvent.click(registerButton());
    await waitFor(() => expect(runtime.toast).toHaveBeenCalledTimes(2));
    expect(runtime.toast).toHaveBeenLastCalledWith(PRIVACY_TEXT.CONSENT_REQUIRED);
    expect(runtime.api.post).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: PRIVACY_TEXT.CONSENT_NAME }));
    const dialog = await screen.findByRole('dialog', { name: PRIVACY_TEXT.TITLE });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
