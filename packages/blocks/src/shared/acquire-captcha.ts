import { API_PATHS, CAPTCHA_APP_ID_TYPE, MESSAGES } from '@h5-page/schema/constants';
import type { BlockRuntime } from '../runtime.ts';

/** What a solved captcha gives, sent on with the SMS request. */
export interface CaptchaTicket {
  ticket: string;
  randstr: string;
}

/** `app_id` of the development captcha provider (CONTRACT section 7). */
export const DEV_CAPTCHA_APP_ID = 'dev';
/** Development only: answers a one-time `{ticket, randstr}` that the server accepts once. */
export const DEV_CAPTCHA_TICKET_PATH = '/dev/captcha/ticket';
/** Tencent's captcha script, loaded on the first captcha outside development. */
export const TENCENT_CAPTCHA_SCRIPT = 'https://turing.captcha.qcloud.com/TJCaptcha.js';

/** A captcha that failed; `code` is shown as 验证失败[code] (spec section 8). */
export class CaptchaError extends Error {
  declare readonly code: string | number;

  constructor(code: string | number) {
    super(`captcha failed: ${code}`);
    this.name = 'CaptchaError';
    this.code = code;
  }
}

/** Shows the captcha of `appId`; resolves `null` when the visitor closes it, rejects with a `CaptchaError`. */
export type CaptchaSolver = (appId: string) => Promise<CaptchaTicket | null>;

type Captcha = Pick<BlockRuntime, 'api' | 'toast'>;

function ticketOf(value: unknown): CaptchaTicket | null {
  if (typeof value !== 'object' || value === null) return null;
  const { ticket, randstr } = value as { ticket?: unknown; randstr?: unknown };
  return typeof ticket === 'string' && ticket && typeof randstr === 'string'
    ? { ticket, randstr }
    : null;
}

/**
 * A captcha ticket for an SMS request: asks the gateway for the captcha `app_id` (type 2), then
 * solves it: with app_id `dev` the development provider hands out a ticket, otherwise `solve`
 * shows the real captcha. Resolves `null` when there is none: the visitor closed the captcha, a
 * captcha failure was toasted as 验证失败[code], or a gateway call failed (the API client has
 * shown why).
 */
export async function acquireCaptcha(
  runtime: Captcha,
  solve: CaptchaSolver = solveTencentCaptcha,
): Promise<CaptchaTicket | null> {
  try {
    const answer = await runtime.api.get<{ app_id?: unknown }>(
      API_PATHS.CAPTCHA_APP_ID,
      { type: CAPTCHA_APP_ID_TYPE },
      { hideError: true },
    );
    const appId = answer?.app_id;
    if (typeof appId !== 'string' || !appId) throw new CaptchaError('app_id');
    if (appId === DEV_CAPTCHA_APP_ID) {
      const ticket = ticketOf(
        await runtime.api.post(DEV_CAPTCHA_TICKET_PATH, {}, { hideError: true }),
      );
      if (!ticket) throw new CaptchaError('ticket');
      return ticket;
    }
    return await solve(appId);
  } catch (error) {
    if (error instanceof CaptchaError) runtime.toast(MESSAGES.captchaFailed(error.code));
    return null;
  }
}

interface TencentCaptchaResult {
  ret: number;
  ticket?: string;
  randstr?: string;
  errorCode?: number;
}

type TencentCaptchaConstructor = new (
  appId: string,
  callback: (result: TencentCaptchaResult) => void,
  options?: Record<string, unknown>,
) => { show(): void };

type WithTencentCaptcha = typeof globalThis & { TencentCaptcha?: TencentCaptchaConstructor };

let scriptLoading: Promise<TencentCaptchaConstructor> | undefined;

function loadTencentCaptcha(): Promise<TencentCaptchaConstructor> {
  const existing = (globalThis as WithTencentCaptcha).TencentCaptcha;
  if (existing) return Promise.resolve(existing);
  if (typeof document === 'undefined') return Promise.reject(new CaptchaError('load'));
  scriptLoading ??= new Promise<TencentCaptchaConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = TENCENT_CAPTCHA_SCRIPT;
    script.async = true;
    script.onload = () => {
      const loaded = (globalThis as WithTencentCaptcha).TencentCaptcha;
      if (loaded) resolve(loaded);
      else reject(new CaptchaError('load'));
    };
    script.onerror = () => reject(new CaptchaError('load'));
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    scriptLoading = undefined;
    throw error;
  });
  return scriptLoading;
}

/**
 * The production captcha (Tencent's, whose `ret`, `ticket`, `randstr` and `errorCode` the spec's
 * captcha fields follow): the one place the SMS-code blocks (address, leadForm) reach the page
 * themselves, to load the captcha script.
 */
export const solveTencentCaptcha: CaptchaSolver = async (appId) => {
  const TencentCaptcha = await loadTencentCaptcha();
  return new Promise<CaptchaTicket | null>((resolve, reject) => {
    try {
      new TencentCaptcha(appId, (result) => {
        if (result.errorCode) reject(new CaptchaError(result.errorCode));
        else if (result.ret === 0 && result.ticket) {
          resolve({ ticket: result.ticket, randstr: result.randstr ?? '' });
        } else if (result.ret === 2) resolve(null);
        else reject(new CaptchaError(result.ret));
      }).show();
    } catch {
      reject(new CaptchaError('init'));
    }
  });
};
