import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@h5-page/schema/constants';
import type { BlockRuntime } from '../runtime.ts';
import { createFakeRuntime } from '#test/fake-runtime.ts';
import {
  acquireCaptcha,
  CaptchaError,
  DEV_CAPTCHA_TICKET_PATH,
  solveTencentCaptcha,
} from './acquire-captcha.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

function runtimeWithAppId(
  appId: unknown,
  post: BlockRuntime['api']['post'] = vi.fn(async () => undefined),
) {
  return createFakeRuntime({
    api: { get: vi.fn(async () => ({ app_id: appId })) as BlockRuntime['api']['get'], post },
  });
}

describe('acquireCaptcha', () => {
  it('in development takes a one-time ticket from the dev endpoint', async () => {
    const post = vi.fn(async () => ({ ticket: 'T', randstr: 'R' })) as BlockRuntime['api']['post'];
    const runtime = runtimeWithAppId('dev', post);
    const solve = vi.fn();
    expect(await acquireCaptcha(runtime, solve)).toEqual({ ticket: 'T', randstr: 'R' });
    expect(runtime.api.get).toHaveBeenCalledWith(
      API_PATHS.CAPTCHA_APP_ID,
      { type: 2 },
      { hideError: true },
    );
    expect(post).toHaveBeenCalledWith(DEV_CAPTCHA_TICKET_PATH, {}, { hideError: true });
    expect(solve).not.toHaveBeenCalled();
  });

  it('otherwise shows the real captcha of the app id', async () => {
    const runtime = runtimeWithAppId('190000001');
    const solve = vi.fn(async () => ({ ticket: 'T2', randstr: 'R2' }));
    expect(await acquireCaptcha(runtime, solve)).toEqual({ ticket: 'T2', randstr: 'R2' });
    expect(solve).toHaveBeenCalledWith('190000001');
    expect(runtime.api.post).not.toHaveBeenCalled();
  });

  it('toasts 验证失败[code] when the captcha fails', async () => {
    const runtime = runtimeWithAppId('190000001');
    expect(
      await acquireCaptcha(runtime, async () => Promise.reject(new CaptchaError(1001))),
    ).toBeNull();
    expect(runtime.toast).toHaveBeenCalledWith('验证失败[1001]');
  });

  it('toasts when there is no app id or no dev ticket', async () => {
    const noAppId = runtimeWithAppId('');
    expect(await acquireCaptcha(noAppId)).toBeNull();
    expect(noAppId.toast).toHaveBeenCalledWith('验证失败[app_id]');
    const noTicket = runtimeWithAppId('dev');
    expect(await acquireCaptcha(noTicket)).toBeNull();
    expect(noTicket.toast).toHaveBeenCalledWith('验证失败[ticket]');
  });

  it('resolves null quietly when the visitor closes the captcha or a gateway call failed', async () => {
    const closed = runtimeWithAppId('190000001');
    expect(await acquireCaptcha(closed, async () => null)).toBeNull();
    expect(closed.toast).not.toHaveBeenCalled();
    const failed = createFakeRuntime({
      api: { get: vi.fn(async () => Promise.reject(new Error('网络异常'))) },
    });
    expect(await acquireCaptcha(failed)).toBeNull();
    expect(failed.toast).not.toHaveBeenCalled();
  });
});

describe('solveTencentCaptcha', () => {
  type Callback = (result: {
    ret: number;
    ticket?: string;
    randstr?: string;
    errorCode?: number;
  }) => void;

  function stubCaptcha(answer: Parameters<Callback>[0]) {
    const made: string[] = [];
    vi.stubGlobal(
      'TencentCaptcha',
      class {
        constructor(
          appId: string,
          private callback: Callback,
        ) {
          made.push(appId);
        }
        show() {
          this.callback(answer);
        }
      },
    );
    return made;
  }

  it('resolves the ticket of a solved captcha', async () => {
    const made = stubCaptcha({ ret: 0, ticket: 'tk', randstr: 'rs' });
    expect(await solveTencentCaptcha('app-1')).toEqual({ ticket: 'tk', randstr: 'rs' });
    expect(made).toEqual(['app-1']);
  });

  it('resolves null when closed (ret 2) and rejects with the error code otherwise', async () => {
    stubCaptcha({ ret: 2 });
    expect(await solveTencentCaptcha('app-1')).toBeNull();
    stubCaptcha({ ret: 0, ticket: 'trerror_1001', errorCode: 1001 });
    await expect(solveTencentCaptcha('app-1')).rejects.toMatchObject({ code: 1001 });
  });
});
