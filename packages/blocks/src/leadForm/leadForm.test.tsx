import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { blockValueSchemas } from '@h5-page/schema/block-value-schemas';
import type { BlockValueMap } from '@h5-page/schema/block-value-schemas';
import { API_PATHS, LEAD_FORM_VERSION_ID, MESSAGES } from '@h5-page/schema/constants';
import { RuntimeProvider } from '../runtime.ts';
import type { BlockRuntime } from '../runtime.ts';
import { problemsOf } from '@h5-page/schema/test/problems-of';
import { createFakeRuntime } from '#test/fake-runtime.ts';
import { hydrateHtml } from '#test/hydrate-html.ts';
import { expectCaptchaThenSms } from '#test/expect-captcha-then-sms.ts';
import { leadRequestBody } from '#test/lead-request-body.ts';
import { CaptchaError, DEV_CAPTCHA_TICKET_PATH } from '../shared/acquire-captcha.ts';
import type { CaptchaSolver } from '../shared/acquire-captcha.ts';
import { ADVERT_SMS } from '../shared/send-sms-code.ts';
import { LEAD_DIALOG_EXIT_MS } from './lead-dialog.tsx';
import { findPlaceholders } from '../placeholders.ts';
import LeadForm from './leadForm.tsx';
import { leadFormDefinition } from './index.ts';
import { LEAD_FORM_TEXT } from './lead-form-texts.ts';

/** The company's own callback note. */
const CALLBACK_NOTE = '回访电话以 020-123 开头，请留意接听';

const value: BlockValueMap['leadForm'] = {
  title: '免费领取投顾策略体验',
  buttonText: '立即激活',
  versionId: LEAD_FORM_VERSION_ID,
  servicePhone: '020-12345678',
  callbackNote: CALLBACK_NOTE,
};

const PHONE = '13800138000';

/** A gateway answer that is not success: the API client toasts its msg and rejects. */
class Refusal {
  constructor(readonly msg: string) {}
}

type Handler = (body: unknown) => unknown;

/** The statement the fake gateway serves, per runtime (a test may change it mid-visit). */
const statements = new WeakMap<BlockRuntime, { version: number; text: string }>();
const STATEMENT = { version: 3, text: '个人信息保护声明\n\n一、我们收集哪些信息\n姓名、手机号。' };
const statementOf = (runtime: BlockRuntime) => statements.get(runtime) ?? STATEMENT;

/**
 * A runtime whose gateway is the development one (captcha app id `dev`, then a one-time ticket)
 * and whose API client behaves like the real one: a refusal is toasted by the client and rejects.
 */
function gatewayRuntime(handlers: Record<string, Handler> = {}, appId = 'dev') {
  const runtime = createFakeRuntime();
  const answer = async (path: string, body: unknown) => {
    const handler = handlers[path];
    const result = handler ? await handler(body) : undefined;
    if (result instanceof Refusal) {
      runtime.toast(result.msg);
      throw new Error(result.msg);
    }
    return result;
  };
  runtime.api.get = vi.fn(async (path: string) => {
    if (path === API_PATHS.CAPTCHA_APP_ID) return { app_id: appId };
    if (path === API_PATHS.PRIVACY_STATEMENT) return statementOf(runtime);
    return undefined;
  }) as BlockRuntime['api']['get'];
  runtime.api.post = vi.fn(async (path: string, body?: unknown) =>
    path === DEV_CAPTCHA_TICKET_PATH ? { ticket: 'T-1', randstr: 'R-1' } : answer(path, body),
  ) as BlockRuntime['api']['post'];
  return runtime;
}

function element(
  runtime: BlockRuntime,
  v: BlockValueMap['leadForm'] = value,
  solveCaptcha?: CaptchaSolver,
) {
  return (
    <RuntimeProvider value={runtime}>
      <LeadForm value={v} children={[]} path="page_schema[4]" solveCaptcha={solveCaptcha} />
    </RuntimeProvider>
  );
}

function show(runtime: BlockRuntime, v?: BlockValueMap['leadForm'], solve?: CaptchaSolver) {
  return render(element(runtime, v, solve));
}

const nameInput = () => screen.getByRole('textbox', { name: '姓名' }) as HTMLInputElement;
const phoneInput = () => screen.getByRole('textbox', { name: '手机号' }) as HTMLInputElement;
const form = () => screen.getByRole('form', { name: value.title });
const sendButton = () =>
  within(form()).getByRole('button', { name: /获取验证码|重新发送|发送中/ }) as HTMLButtonElement;
const submitButton = () => within(form()).getByRole('button', { name: '立即激活' });
const codeDialog = () => screen.getByRole('dialog', { name: '短信验证' });
const codeInput = () => screen.getByRole('textbox', { name: '验证码' }) as HTMLInputElement;
const resendButton = () =>
  within(codeDialog()).getByRole('button', { name: /重新发送|发送中/ }) as HTMLButtonElement;
const activateButton = () => within(codeDialog()).getByRole('button', { name: '立即激活' });

function fill(name: string, phone: string) {
  fireEvent.change(nameInput(), { target: { value: name } });
  fireEvent.change(phoneInput(), { target: { value: phone } });
}

const consentBox = () =>
  screen.getByRole('checkbox', { name: '我已阅读并同意《个人信息保护声明》' }) as HTMLInputElement;

/** Ticks 我已阅读并同意《个人信息保护声明》. */
function agree() {
  fireEvent.click(consentBox());
}

/** Fills the form, sends the code and waits for the code popup. */
async function openCodeDialog(runtime: BlockRuntime, v?: BlockValueMap['leadForm']) {
  show(runtime, v);
  fill(' 张三 ', ` ${PHONE} `);
  agree();
  fireEvent.click(sendButton());
  return screen.findByRole('dialog', { name: '短信验证' });
}

/** Shows the form on fake timers, fills it and sends the code: the countdown starts. */
async function sendOnFakeTimers(runtime: BlockRuntime) {
  show(runtime);
  vi.useFakeTimers();
  fill('张三', PHONE);
  agree();
  await act(async () => {
    fireEvent.click(sendButton());
  });
}

function typeCode(code: string) {
  fireEvent.change(codeInput(), { target: { value: code } });
}

/** Types `code` into the code popup and taps 激活. */
function activateWith(code: string) {
  typeCode(code);
  fireEvent.click(activateButton());
}

/** Gift activity calls made so far. */
const giftCalls = (runtime: BlockRuntime) =>
  vi.mocked(runtime.api.post).mock.calls.filter(([path]) => path === API_PATHS.GIFT_ACTIVITY);
const smsCalls = (runtime: BlockRuntime) =>
  vi.mocked(runtime.api.post).mock.calls.filter(([path]) => path === API_PATHS.ADVERT_SMS_SEND);

beforeEach(() => {
  window.history.replaceState(null, '', '/h5-page/h5/demo');
});

afterEach(() => {
  vi.useRealTimers();
  document.documentElement.style.overflow = '';
  document.body.style.overflow = '';
});

describe('leadForm: server rendering', () => {
  it('renders the form with its limits and no popup, without running effects', () => {
    const runtime = createFakeRuntime();
    const html = renderToString(element(runtime));
    expect(html).toContain('<p class="h5-lead-form-title" id="');
    expect(html).toContain('免费领取投顾策略体验</p>');
    expect(html).toContain(
      '<input class="h5-lead-form-input" type="text" autoComplete="name" aria-label="姓名" placeholder="请输入您的姓名" maxLength="12" name="nick_name" value=""/>',
    );
    expect(html).toContain(
      '<input class="h5-lead-form-input" type="tel" inputMode="numeric" autoComplete="tel" aria-label="手机号" placeholder="请输入您的手机号" maxLength="11" name="handset" value=""/>',
    );
    expect(html).toContain('<button type="button" class="h5-lead-form-send">获取验证码</button>');
    expect(html).toContain('<button type="submit" class="h5-lead-form-submit">立即激活</button>');
    expect(html).not.toContain('role="dialog"');
    expect(runtime.api.get).not.toHaveBeenCalled();
    expect(runtime.api.post).not.toHaveBeenCalled();
  });

  it('hydrates the server HTML without a mismatch', async () => {
    const runtime = createFakeRuntime();
    const html = renderToString(element(runtime));
    const { errors, spy, unmount } = await hydrateHtml(html, element(runtime));
    expect(errors).not.toHaveBeenCalled();
    expect(spy).not.toHaveBeenCalled();
    unmount();
    spy.mockRestore();
  });

  it('falls back to 立即激活 and no title when the value gives none', () => {
    const html = renderToString(element(createFakeRuntime(), { versionId: LEAD_FORM_VERSION_ID }));
    expect(html).not.toContain('h5-lead-form-title');
    expect(html).toContain('aria-label="立即激活"');
    expect(html).toContain('>立即激活</button>');
  });
});

describe('leadForm: name and phone', () => {
  it('limits the name to 12 characters and the phone to 11 (numeric keyboard)', () => {
    show(createFakeRuntime());
    expect(nameInput().maxLength).toBe(12);
    expect(phoneInput().maxLength).toBe(11);
    expect(phoneInput().inputMode).toBe('numeric');
  });

  it.each([
    ['', ''],
    ['', PHONE],
    ['张三', ''],
    ['   ', PHONE],
    ['张三', '   '],
    ['张三', '1380013800'],
    ['张三', '23800138000'],
    ['张三', '1380013800a'],
    ['张三张三张三张三张三张三张', PHONE],
  ])(
    'name %j and phone %j: 请输入正确的姓名和手机号！ from both buttons, nothing sent',
    (name, phone) => {
      const runtime = createFakeRuntime();
      show(runtime);
      fill(name, phone);
      fireEvent.click(sendButton());
      expect(runtime.toast).toHaveBeenLastCalledWith('请输入正确的姓名和手机号！');
      fireEvent.click(submitButton());
      expect(runtime.toast).toHaveBeenCalledTimes(2);
      expect(runtime.toast).toHaveBeenLastCalledWith('请输入正确的姓名和手机号！');
      expect(runtime.api.get).not.toHaveBeenCalled();
      expect(runtime.api.post).not.toHaveBeenCalled();
      expect(screen.queryByRole('dialog')).toBeNull();
    },
  );
});

describe('leadForm: sending the code', () => {
  it('asks for the captcha first, then sends advert-sms with the ticket, then opens the code popup', async () => {
    const runtime = gatewayRuntime();
    const dialog = await openCodeDialog(runtime);

    expectCaptchaThenSms(runtime, PHONE);
    expect(ADVERT_SMS).toEqual({ PLATFORM_NAME: 'h5-page', TYPE: 1 });
    expect(within(dialog).getByText('验证码已发送至 138****8000')).toBeTruthy();
    expect(codeInput().maxLength).toBe(6);
    expect(codeInput().placeholder).toBe(MESSAGES.CODE_HINT);
    expect(codeInput().placeholder).toBe('请输入短信中的4位验证码');
    expect(resendButton().textContent).toBe('60s后重新发送');
    expect(resendButton().disabled).toBe(true);
    expect(sendButton().textContent).toBe('60s后重新发送');
    expect(sendButton().disabled).toBe(true);
    expect(runtime.toast).not.toHaveBeenCalled();
    expect(runtime.tracker.click).toHaveBeenCalledWith('获取验证码', {
      block: 'leadForm',
      path: 'page_schema[4]',
    });
  });

  it('sends the code with what was typed and ticked on the server HTML before the form hydrated', async () => {
    const runtime = gatewayRuntime();
    const html = renderToString(element(runtime));
    const { container, errors, spy, unmount } = await hydrateHtml(
      html,
      element(runtime),
      (server) => {
        server.querySelector<HTMLInputElement>('input[name="nick_name"]')!.value = '张三';
        server.querySelector<HTMLInputElement>('input[name="handset"]')!.value = PHONE;
        server.querySelector<HTMLInputElement>('input[name="consent"]')!.checked = true;
      },
    );
    try {
      fireEvent.click(within(container).getByRole('button', { name: '获取验证码' }));
      const dialog = await screen.findByRole('dialog', { name: '短信验证' });
      expect(within(dialog).getByText('验证码已发送至 138****8000')).toBeTruthy();
      expectCaptchaThenSms(runtime, PHONE);
      expect(runtime.toast).not.toHaveBeenCalled();
      expect(errors).not.toHaveBeenCalled();
    } finally {
      unmount();
      spy.mockRestore();
    }
  });

  it('the main button sends the code too', async () => {
    const runtime = gatewayRuntime();
    show(runtime);
    fill('张三', PHONE);
    agree();
    fireEvent.click(submitButton());
    await screen.findByRole('dialog', { name: '短信验证' });
    expect(smsCalls(runtime)).toHaveLength(1);
  });

  it('counts 60 seconds down; resend is disabled until 0, then sends again after a new captcha', async () => {
    const runtime = gatewayRuntime();
    await sendOnFakeTimers(runtime);
    expect(resendButton().textContent).toBe('60s后重新发送');
    await act(async () => {
      vi.advanceTimersByTime(1000);
    });
    expect(resendButton().textContent).toBe('59s后重新发送');
    fireEvent.click(resendButton());
    expect(smsCalls(runtime)).toHaveLength(1);
    await act(async () => {
      vi.advanceTimersByTime(58_000);
    });
    expect(resendButton().textContent).toBe('1s后重新发送');
    expect(resendButton().disabled).toBe(true);
    await act(async () => {
      vi.advanceTimersByTime(1000);
    });
    expect(resendButton().textContent).toBe('重新发送');
    expect(resendButton().disabled).toBe(false);
    expect(sendButton().textContent).toBe('获取验证码');
    // The interval is gone once the countdown reaches 0.
    expect(vi.getTimerCount()).toBe(0);

    await act(async () => {
      fireEvent.click(resendButton());
    });
    expect(
      vi.mocked(runtime.api.get).mock.calls.filter(([path]) => path === API_PATHS.CAPTCHA_APP_ID),
    ).toHaveLength(2);
    expect(smsCalls(runtime)).toHaveLength(2);
    expect(smsCalls(runtime)[1]![1]).toMatchObject({ handset: PHONE, ticket: 'T-1' });
    expect(resendButton().textContent).toBe('60s后重新发送');
    expect(vi.getTimerCount()).toBe(1);
  });

  it('clears the countdown interval on unmount', async () => {
    const runtime = gatewayRuntime();
    const { unmount } = show(runtime);
    vi.useFakeTimers();
    fill('张三', PHONE);
    agree();
    await act(async () => {
      fireEvent.click(sendButton());
    });
    // Let React's own scheduling run: the countdown's interval is what stays.
    await act(async () => {
      vi.advanceTimersByTime(0);
    });
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('during the countdown the main button opens the code popup again without sending', async () => {
    const runtime = gatewayRuntime();
    await sendOnFakeTimers(runtime);
    fireEvent.click(within(codeDialog()).getByRole('button', { name: '关闭' }));
    await act(async () => {
      vi.advanceTimersByTime(LEAD_DIALOG_EXIT_MS);
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => {
      fireEvent.click(submitButton());
    });
    expect(codeDialog()).toBeTruthy();
    expect(smsCalls(runtime)).toHaveLength(1);
    expect(resendButton().textContent).toBe('60s后重新发送');
  });

  it('toasts 验证失败[code] when the captcha fails, and sends nothing', async () => {
    const runtime = gatewayRuntime({}, '190000001');
    const solve = vi.fn(async () => Promise.reject(new CaptchaError(1001)));
    show(runtime, value, solve);
    fill('张三', PHONE);
    agree();
    fireEvent.click(sendButton());
    await waitFor(() => expect(runtime.toast).toHaveBeenCalledWith('验证失败[1001]'));
    expect(solve).toHaveBeenCalledWith('190000001');
    expect(runtime.toast).toHaveBeenCalledTimes(1);
    expect(smsCalls(runtime)).toHaveLength(0);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sendButton().textContent).toBe('获取验证码');
    expect(sendButton().disabled).toBe(false);
  });

  it('shows the server refusal once (the API client toasts it) and keeps the popup closed', async () => {
    const runtime = gatewayRuntime({
      [API_PATHS.ADVERT_SMS_SEND]: () => new Refusal('发送过于频繁，请 58 秒后再试'),
    });
    show(runtime);
    fill('张三', PHONE);
    agree();
    fireEvent.click(sendButton());
    await waitFor(() => expect(runtime.toast).toHaveBeenCalled());
    await waitFor(() => expect(sendButton().textContent).toBe('获取验证码'));
    expect(runtime.toast).toHaveBeenCalledTimes(1);
    expect(runtime.toast).toHaveBeenCalledWith('发送过于频繁，请 58 秒后再试');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('leadForm: activating', () => {
  it.each(['', '   '])('an empty code %j gives 请输入验证码 and calls nothing', async (code) => {
    const runtime = gatewayRuntime();
    await openCodeDialog(runtime);
    activateWith(code);
    expect(runtime.toast).toHaveBeenCalledTimes(1);
    expect(runtime.toast).toHaveBeenCalledWith('请输入验证码');
    expect(giftCalls(runtime)).toHaveLength(0);
    expect(codeDialog()).toBeTruthy();
  });

  it.each(['123', '12a4', '12 34'])(
    'a code %j that is not 4 to 6 digits is refused',
    async (code) => {
      const runtime = gatewayRuntime();
      await openCodeDialog(runtime);
      activateWith(code);
      expect(runtime.toast).toHaveBeenCalledWith('请输入4-6位数字验证码');
      expect(giftCalls(runtime)).toHaveLength(0);
    },
  );

  it.each(['1234', '12345', '123456'])('accepts the %j code (4 to 6 digits)', async (code) => {
    const runtime = gatewayRuntime({
      [API_PATHS.GIFT_ACTIVITY]: () => ({ lead_id: 1, duplicate: false }),
    });
    await openCodeDialog(runtime);
    activateWith(code);
    await screen.findByRole('dialog', { name: '激活成功' });
    expect(giftCalls(runtime)[0]![1]).toMatchObject({ code });
  });

  it('sends the page’s visit with the lead, from which the server reads its A/B variant', async () => {
    const runtime = gatewayRuntime({
      [API_PATHS.GIFT_ACTIVITY]: () => ({ lead_id: 8, duplicate: false }),
    });
    runtime.page = { ...runtime.page, variant: 'b' };
    runtime.tracker.visit = async () => ({ sid: 'visitor-1', vs: 'lx5n2k.abcdefghijklmnopqrstuv' });
    await openCodeDialog(runtime);
    activateWith('123456');
    await screen.findByRole('dialog', { name: '激活成功' });
    const sent = giftCalls(runtime)[0]![1] as Record<string, unknown>;
    expect(sent).toMatchObject({
      page_code: 'test',
      sid: 'visitor-1',
      vs: 'lx5n2k.abcdefghijklmnopqrstuv',
    });
    // Never a variant of its own: what a visitor could write there would count for nothing.
    expect(sent).not.toHaveProperty('variant');
  });

  it('sends the lead without a visit when tracking has none, or fails', async () => {
    const runtime = gatewayRuntime({
      [API_PATHS.GIFT_ACTIVITY]: () => ({ lead_id: 9, duplicate: false }),
    });
    runtime.tracker.visit = () => Promise.reject(new Error('tracker chunk failed'));
    await openCodeDialog(runtime);
    activateWith('123456');
    await screen.findByRole('dialog', { name: '激活成功' });
    expect(giftCalls(runtime)[0]![1]).toEqual(leadRequestBody(PHONE));
  });

  it('sends the lead, closes the code popup and shows the download-and-callback popup', async () => {
    const runtime = gatewayRuntime({
      [API_PATHS.GIFT_ACTIVITY]: () => ({ lead_id: 7, duplicate: false }),
    });
    await openCodeDialog(runtime);
    activateWith(' 123456 ');
    const done = await screen.findByRole('dialog', { name: '激活成功' });

    expect(giftCalls(runtime)).toEqual([
      [API_PATHS.GIFT_ACTIVITY, leadRequestBody(PHONE), { hideError: true }],
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '短信验证' })).toBeNull());
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(done.querySelector('.h5-lead-form-service')?.textContent).toBe('客服热线：020-12345678');
    expect(within(done).getByRole('link', { name: '020-12345678' }).getAttribute('href')).toBe(
      'tel:02012345678',
    );
    expect(within(done).getByText(CALLBACK_NOTE)).toBeTruthy();
    expect(runtime.toast).not.toHaveBeenCalled();

    // A link action: the one redirect rule decides whether it may go there. Without a link of
    // the form's own, the app download page (never the page the visitor is on).
    fireEvent.click(within(done).getByRole('button', { name: '下载 App' }));
    expect(runtime.actions.run).toHaveBeenCalledWith(
      { type: 7, atext: '/h5-page/app/download' },
      { path: 'page_schema[4]', block: 'leadForm' },
    );

    fireEvent.click(within(done).getByRole('button', { name: '我知道了' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps the login the code made, so the page’s login buttons need no second SMS', async () => {
    const runtime = gatewayRuntime({
      [API_PATHS.GIFT_ACTIVITY]: () => ({ lead_id: 7, duplicate: false, token: 'T-lead' }),
    });
    const signedIn = vi.fn();
    runtime.auth.signedIn = signedIn;
    await openCodeDialog(runtime);
    activateWith('123456');
    await screen.findByRole('dialog', { name: '激活成功' });
    expect(signedIn).toHaveBeenCalledWith('T-lead');
  });

  it('signs nobody in when the answer carries no login (the visitor had one)', async () => {
    const runtime = gatewayRuntime({
      [API_PATHS.GIFT_ACTIVITY]: () => ({ lead_id: 7, duplicate: false }),
    });
    const signedIn = vi.fn();
    runtime.auth.signedIn = signedIn;
    await openCodeDialog(runtime);
    activateWith('123456');
    await screen.findByRole('dialog', { name: '激活成功' });
    expect(signedIn).not.toHaveBeenCalled();
  });

  it('sends the block’s versionId and cpsId', async () => {
    const runtime = gatewayRuntime({ [API_PATHS.GIFT_ACTIVITY]: () => ({ lead_id: 1 }) });
    window.history.replaceState(null, '', '/h5-page/h5/demo?cps_id=from-url');
    await openCodeDialog(runtime, { ...value, versionId: 300, cpsId: 5566 });
    activateWith('1234');
    await screen.findByRole('dialog', { name: '激活成功' });
    expect(giftCalls(runtime)[0]![1]).toMatchObject({ cps_id: '5566', version_id: 300 });
  });

  it.each([
    ['?cps_id=wx-ad-01', 'wx-ad-01'],
    ['?channel=douyin', 'douyin'],
    ['?channel=douyin&cps_id=wx-ad-01', 'wx-ad-01'],
    ['?from=share', ''],
  ])('without cpsId takes the channel from the page URL %s', async (search, cpsId) => {
    const runtime = gatewayRuntime({ [API_PATHS.GIFT_ACTIVITY]: () => ({ lead_id: 1 }) });
    window.history.replaceState(null, '', `/h5-page/h5/demo${search}`);
    await openCodeDialog(runtime);
    activateWith('1234');
    await screen.findByRole('dialog', { name: '激活成功' });
    expect(giftCalls(runtime)[0]![1]).toMatchObject({ cps_id: cpsId });
  });

  it('shows the server refusal once and keeps the code popup open', async () => {
    const runtime = gatewayRuntime({
      [API_PATHS.GIFT_ACTIVITY]: () => new Refusal('验证码错误'),
    });
    await openCodeDialog(runtime);
    activateWith('9999');
    await waitFor(() => expect(runtime.toast).toHaveBeenCalled());
    await waitFor(() => expect(activateButton().hasAttribute('disabled')).toBe(false));
    expect(runtime.toast).toHaveBeenCalledTimes(1);
    expect(runtime.toast).toHaveBeenCalledWith('验证码错误');
    expect(codeDialog()).toBeTruthy();
    expect(codeInput().value).toBe('9999');
    expect(screen.queryByRole('dialog', { name: '激活成功' })).toBeNull();
  });

  it('a duplicate lead still shows the popup, with the server’s words', async () => {
    const runtime = gatewayRuntime({
      [API_PATHS.GIFT_ACTIVITY]: () => ({ lead_id: 7, duplicate: true }),
    });
    await openCodeDialog(runtime);
    activateWith('1234');
    const done = await screen.findByRole('dialog', { name: '您已提交过，无需重复提交' });
    expect(within(done).getByText(CALLBACK_NOTE)).toBeTruthy();
  });

  it('the code popup’s button says what the form’s says, or its own codeButtonText', async () => {
    const runtime = gatewayRuntime({ [API_PATHS.GIFT_ACTIVITY]: () => ({ lead_id: 1 }) });
    const dialog = await openCodeDialog(runtime, { ...value, buttonText: ' 领取福利 ' });
    expect(within(dialog).getByRole('button', { name: '领取福利' })).toBeTruthy();
    cleanup();

    const own = await openCodeDialog(runtime, { ...value, codeButtonText: '确认领取' });
    expect(within(form()).getByRole('button', { name: '立即激活' })).toBeTruthy();
    expect(within(own).queryByRole('button', { name: '立即激活' })).toBeNull();
    typeCode('1234');
    fireEvent.click(within(own).getByRole('button', { name: '确认领取' }));
    await screen.findByRole('dialog', { name: '激活成功' });
    expect(runtime.tracker.click).toHaveBeenCalledWith('确认领取', {
      block: 'leadForm',
      path: 'page_schema[4]',
    });
  });

  it('without a download URL or service phone still offers the app download, and the callback note', async () => {
    const runtime = gatewayRuntime({ [API_PATHS.GIFT_ACTIVITY]: () => ({ lead_id: 1 }) });
    await openCodeDialog(runtime, {
      versionId: LEAD_FORM_VERSION_ID,
      title: value.title,
      callbackNote: CALLBACK_NOTE,
    });
    activateWith('1234');
    const done = await screen.findByRole('dialog', { name: '激活成功' });
    expect(done.querySelector('.h5-lead-form-service')).toBeNull();
    expect(done.querySelector('.h5-lead-form-note')?.textContent).toBe(CALLBACK_NOTE);
    fireEvent.click(within(done).getByRole('button', { name: '下载 App' }));
    expect(runtime.actions.run).toHaveBeenCalledWith(
      { type: 7, atext: '/h5-page/app/download' },
      { path: 'page_schema[4]', block: 'leadForm' },
    );
  });

  it('the success step speaks the form’s words and its button goes where the form says', async () => {
    const runtime = gatewayRuntime({ [API_PATHS.GIFT_ACTIVITY]: () => ({ lead_id: 1 }) });
    await openCodeDialog(runtime, {
      ...value,
      doneTitle: '预约成功',
      doneText: '学习资料已为您预约',
      doneButtonText: '下载牛8 App',
      downloadUrl: ' https://download.example.com/n8 ',
    });
    activateWith('1234');
    const done = await screen.findByRole('dialog', { name: '预约成功' });
    expect(within(done).getByText('学习资料已为您预约')).toBeTruthy();
    expect(done.textContent).not.toContain('投顾策略体验');
    fireEvent.click(within(done).getByRole('button', { name: '下载牛8 App' }));
    expect(runtime.actions.run).toHaveBeenCalledWith(
      { type: 7, atext: 'https://download.example.com/n8' },
      { path: 'page_schema[4]', block: 'leadForm' },
    );
  });

  it('live, without a callback note states no callback number (no 020 example)', async () => {
    const runtime = gatewayRuntime({ [API_PATHS.GIFT_ACTIVITY]: () => ({ lead_id: 1 }) });
    await openCodeDialog(runtime, { ...value, callbackNote: '  ' });
    activateWith('1234');
    const done = await screen.findByRole('dialog', { name: '激活成功' });
    expect(done.querySelector('.h5-lead-form-service')?.textContent).toBe('客服热线：020-12345678');
    expect(done.querySelector('.h5-lead-form-note')).toBeNull();
    expect(done.textContent).not.toContain('020 开头');
    expect(done.textContent).not.toContain('示例');
  });

  it('in the builder, shows the example callback note tagged 示例 while it is empty', async () => {
    const runtime = gatewayRuntime({ [API_PATHS.GIFT_ACTIVITY]: () => ({ lead_id: 1 }) });
    runtime.page = { ...runtime.page, preview: true };
    await openCodeDialog(runtime, { ...value, callbackNote: undefined });
    activateWith('1234');
    const done = await screen.findByRole('dialog', { name: '激活成功' });
    const note = done.querySelector('.h5-lead-form-note');
    expect(note?.textContent).toBe(`${LEAD_FORM_TEXT.CALLBACK_NOTE}示例`);
    expect(note?.querySelector('.h5-example-tag')?.textContent).toBe('示例');
  });

  it('Escape and × close the code popup; the page scrolls again', async () => {
    const runtime = gatewayRuntime();
    await openCodeDialog(runtime);
    expect(document.body.style.overflow).toBe('hidden');
    // Focus moves in once the popup has opened.
    await waitFor(() => expect(document.activeElement).toBe(codeInput()));
    fireEvent.keyDown(codeInput(), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.body.style.overflow).toBe('');
  });
});

describe('leadForm: consent to the personal-information statement', () => {
  const statementReads = (runtime: BlockRuntime) =>
    vi.mocked(runtime.api.get).mock.calls.filter(([path]) => path === API_PATHS.PRIVACY_STATEMENT);

  it('renders the consent line unticked on the server, with the statement’s name as a button', () => {
    const html = renderToString(element(createFakeRuntime()));
    expect(html).toContain('aria-label="我已阅读并同意《个人信息保护声明》"');
    expect(html).toMatch(
      /<input type="checkbox" class="h5-consent-box"[^>]*\/>我已阅读并同意<\/label>/,
    );
    expect(html).not.toMatch(/h5-consent-box"[^>]*checked/);
    expect(html).toContain('aria-haspopup="dialog">《个人信息保护声明》</button>');
  });

  it('refuses to send the code until it is ticked, with a clear message, and sends nothing', async () => {
    const runtime = gatewayRuntime();
    show(runtime);
    fill('张三', PHONE);
    expect(consentBox().checked).toBe(false);
    fireEvent.click(sendButton());
    await waitFor(() =>
      expect(runtime.toast).toHaveBeenCalledWith('请先阅读并勾选同意《个人信息保护声明》'),
    );
    fireEvent.click(submitButton());
    await waitFor(() => expect(runtime.toast).toHaveBeenCalledTimes(2));
    expect(runtime.api.post).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
    // The statement is not read for a page view, only once the visitor needs it.
    expect(statementReads(runtime)).toHaveLength(0);

    agree();
    expect(consentBox().checked).toBe(true);
    fireEvent.click(sendButton());
    await screen.findByRole('dialog', { name: '短信验证' });
    expect(smsCalls(runtime)).toHaveLength(1);
    expect(statementReads(runtime)).toHaveLength(1);
    activateWith('123456');
    await screen.findByRole('dialog', { name: '激活成功' });
    expect(giftCalls(runtime)[0]![1]).toMatchObject({ consent_version: 3 });
  });

  it('opens the statement over the page from its name; it scrolls and closes with × or 返回填写', async () => {
    const runtime = gatewayRuntime();
    show(runtime);
    fireEvent.click(screen.getByRole('button', { name: '《个人信息保护声明》' }));
    const dialog = await screen.findByRole('dialog', { name: '个人信息保护声明' });
    await within(dialog).findByText('一、我们收集哪些信息');
    expect(dialog.querySelector('.h5-privacy-text')).not.toBeNull();
    expect(document.body.style.overflow).toBe('hidden');
    // Reading agrees to nothing.
    expect(consentBox().checked).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: '返回填写' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: '《个人信息保护声明》' }));
    const again = await screen.findByRole('dialog', { name: '个人信息保护声明' });
    fireEvent.click(within(again).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(statementReads(runtime)).toHaveLength(1);
  });

  it('says so when the statement cannot be loaded, and sends no code', async () => {
    const runtime = gatewayRuntime();
    runtime.api.get = vi.fn(async (path: string) =>
      path === API_PATHS.CAPTCHA_APP_ID ? { app_id: 'dev' } : undefined,
    ) as BlockRuntime['api']['get'];
    show(runtime);
    fill('张三', PHONE);
    agree();
    fireEvent.click(sendButton());
    await waitFor(() =>
      expect(runtime.toast).toHaveBeenCalledWith('《个人信息保护声明》加载失败，请稍后重试'),
    );
    expect(smsCalls(runtime)).toHaveLength(0);
  });

  it('a statement changed during the visit unticks the box after the server’s refusal', async () => {
    const runtime = gatewayRuntime({
      [API_PATHS.GIFT_ACTIVITY]: () =>
        new Refusal('《个人信息保护声明》已更新，请重新阅读并勾选同意'),
    });
    await openCodeDialog(runtime);
    statements.set(runtime, { version: 4, text: '新版声明' });
    activateWith('123456');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '短信验证' })).toBeNull());
    expect(runtime.toast).toHaveBeenCalledWith('《个人信息保护声明》已更新，请重新阅读并勾选同意');
    expect(consentBox().checked).toBe(false);
    expect(giftCalls(runtime)[0]![1]).toMatchObject({ consent_version: 3 });
  });
});

describe('leadForm definition', () => {
  it('asks for the company’s own callback note: empty, it is an example to replace', () => {
    const lead = (v: Record<string, unknown>) => ({ name: 'leadForm', value: v, children: [] });
    const hits = findPlaceholders([
      lead({ versionId: 276 }),
      lead({ versionId: 276, callbackNote: ' ' }),
      lead({ versionId: 276, callbackNote: LEAD_FORM_TEXT.CALLBACK_NOTE }),
      lead({ versionId: 276, callbackNote: CALLBACK_NOTE }),
    ]);
    expect(hits.map((hit) => [hit.path, hit.label, hit.example])).toEqual([
      ['page_schema[0].value.callbackNote', '回访提示', true],
      ['page_schema[1].value.callbackNote', '回访提示', true],
      ['page_schema[2].value.callbackNote', '回访提示', true],
    ]);
    expect(findPlaceholders(leadFormDefinition.demo)).toEqual([]);
  });

  it('is 留资表单 with a realistic demo', () => {
    expect(leadFormDefinition.name).toBe('leadForm');
    expect(leadFormDefinition.label).toBe('留资表单');
    expect(leadFormDefinition.defaultValue.versionId).toBe(276);
    expect(leadFormDefinition.demo[0]).toMatchObject({
      name: 'leadForm',
      value: {
        title: '免费领取投顾策略体验',
        buttonText: '立即激活',
        servicePhone: '020-12345678',
        doneText: LEAD_FORM_TEXT.DONE_TEXT,
        downloadUrl: '/h5-page/app/download',
      },
    });
  });
});

/** A marketer's own words for every text of the form that has a field. */
const WORDING = {
  nameLabel: '您的称呼',
  namePlaceholder: '怎么称呼您',
  phoneLabel: '联系电话',
  phonePlaceholder: '留下常用的手机号',
  sendCodeText: '发送验证码',
  codeTitle: '验证手机号',
  codePlaceholder: '短信里的数字',
  doneCloseText: '稍后再说',
} as const;

/** What each of them says while it is empty: ours, or the spec's code hint. */
const DEFAULT_WORDING: Record<keyof typeof WORDING, string> = {
  nameLabel: '姓名',
  namePlaceholder: '请输入您的姓名',
  phoneLabel: '手机号',
  phonePlaceholder: '请输入您的手机号',
  sendCodeText: '获取验证码',
  codeTitle: '短信验证',
  codePlaceholder: '请输入短信中的4位验证码',
  doneCloseText: '我知道了',
};

/** The name and phone inputs and the send-code button as the server writes them. */
function serverInputs(words: Record<keyof typeof WORDING, string>) {
  return [
    `aria-label="${words.nameLabel}" placeholder="${words.namePlaceholder}" maxLength="12" name="nick_name"`,
    `aria-label="${words.phoneLabel}" placeholder="${words.phonePlaceholder}" maxLength="11" name="handset"`,
    `<button type="button" class="h5-lead-form-send">${words.sendCodeText}</button>`,
  ];
}

/**
 * Fills the form labelled `words`, sends the code, types one and sends the lead: the code popup
 * and the success popup it went through, in that order.
 */
async function leadIn(words: Record<keyof typeof WORDING, string>) {
  const name = screen.getByRole('textbox', { name: words.nameLabel }) as HTMLInputElement;
  const phone = screen.getByRole('textbox', { name: words.phoneLabel }) as HTMLInputElement;
  expect([name.placeholder, phone.placeholder]).toEqual([
    words.namePlaceholder,
    words.phonePlaceholder,
  ]);
  fireEvent.change(name, { target: { value: '张三' } });
  fireEvent.change(phone, { target: { value: PHONE } });
  agree();
  fireEvent.click(within(form()).getByRole('button', { name: words.sendCodeText }));
  const code = await screen.findByRole('dialog', { name: words.codeTitle });
  const input = within(code).getByRole('textbox', { name: '验证码' }) as HTMLInputElement;
  expect(input.placeholder).toBe(words.codePlaceholder);
  fireEvent.change(input, { target: { value: '1234' } });
  fireEvent.click(within(code).getByRole('button', { name: '立即激活' }));
  const done = await screen.findByRole('dialog', { name: '激活成功' });
  return { code, done };
}

describe('leadForm: the marketer’s wording', () => {
  const worded = { ...value, ...WORDING };

  it('writes the marketer’s labels, hints and button into the server HTML and keeps early typing', async () => {
    const runtime = gatewayRuntime();
    const html = renderToString(element(runtime, worded));
    for (const markup of serverInputs(WORDING)) expect(html).toContain(markup);
    expect(html).not.toContain('请输入您的');
    expect(html).not.toContain('获取验证码');

    const { container, errors, spy, unmount } = await hydrateHtml(
      html,
      element(runtime, worded),
      (server) => {
        server.querySelector<HTMLInputElement>('input[name="nick_name"]')!.value = '张三';
        server.querySelector<HTMLInputElement>('input[name="handset"]')!.value = PHONE;
        server.querySelector<HTMLInputElement>('input[name="consent"]')!.checked = true;
      },
    );
    try {
      expect(errors).not.toHaveBeenCalled();
      expect(spy).not.toHaveBeenCalled();
      fireEvent.click(within(container).getByRole('button', { name: '发送验证码' }));
      const dialog = await screen.findByRole('dialog', { name: '验证手机号' });
      expect(within(dialog).getByText('验证码已发送至 138****8000')).toBeTruthy();
      expectCaptchaThenSms(runtime, PHONE);
      expect(runtime.toast).not.toHaveBeenCalled();
    } finally {
      unmount();
      spy.mockRestore();
    }
  });

  it('shows the marketer’s words in the form, the code popup and the success popup', async () => {
    const runtime = gatewayRuntime({ [API_PATHS.GIFT_ACTIVITY]: () => ({ lead_id: 1 }) });
    show(runtime, worded);
    const { done } = await leadIn(WORDING);
    expect(within(done).queryByRole('button', { name: '我知道了' })).toBeNull();
    // The send button is counted under one name whatever it says, so pages compare.
    expect(runtime.tracker.click).toHaveBeenCalledWith('获取验证码', {
      block: 'leadForm',
      path: 'page_schema[4]',
    });
    fireEvent.click(within(done).getByRole('button', { name: '稍后再说' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('an empty field says today’s words, which the builder shows as its placeholder', async () => {
    const fields = leadFormDefinition.fields as Record<
      string,
      { placeholder?: string } | undefined
    >;
    const keys = Object.keys(DEFAULT_WORDING);
    expect(Object.fromEntries(keys.map((key) => [key, fields[key]?.placeholder]))).toEqual(
      DEFAULT_WORDING,
    );
    expect(DEFAULT_WORDING.codePlaceholder).toBe(MESSAGES.CODE_HINT);

    const blank = { ...value, ...Object.fromEntries(keys.map((key) => [key, '  '])) };
    const html = renderToString(element(createFakeRuntime(), blank));
    for (const markup of serverInputs(DEFAULT_WORDING)) expect(html).toContain(markup);

    const runtime = gatewayRuntime({ [API_PATHS.GIFT_ACTIVITY]: () => ({ lead_id: 1 }) });
    show(runtime, blank);
    const { done } = await leadIn(DEFAULT_WORDING);
    fireEvent.click(within(done).getByRole('button', { name: '我知道了' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('refuses wording too long for its place, and an extra field named like a renamed input', () => {
    const problems = (extra: Record<string, unknown>) =>
      problemsOf(blockValueSchemas.leadForm, { ...value, ...extra });
    expect(problems(WORDING)).toEqual([]);
    expect(problems({ nameLabel: '称'.repeat(20), phonePlaceholder: '号'.repeat(12) })).toEqual([]);
    expect(
      problems({
        nameLabel: '称'.repeat(21),
        phoneLabel: '电'.repeat(21),
        namePlaceholder: '请'.repeat(13),
        codePlaceholder: '码'.repeat(13),
        sendCodeText: '发'.repeat(11),
      }),
    ).toEqual([
      'nameLabel: expected at most 20 characters',
      'namePlaceholder: expected at most 12 characters',
      'phoneLabel: expected at most 20 characters',
      'sendCodeText: expected at most 10 characters',
      'codePlaceholder: expected at most 12 characters',
    ]);
    expect(
      problems({ phoneLabel: '联系电话', extraFields: [{ type: 'text', label: '联系电话' }] }),
    ).toEqual(['extraFields[0].label: 填写项「联系电话」与姓名或手机号输入框的标题重名了']);
  });
});
