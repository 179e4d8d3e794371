import { API_PATHS } from '@h5-page/schema/constants';
import { isMainlandMobile } from '@h5-page/schema/mainland-mobile';
import type { BlockRuntime } from '../runtime.ts';
import { acquireCaptcha } from './acquire-captcha.ts';
import type { CaptchaSolver } from './acquire-captcha.ts';

/**
 * The fixed fields of the advert-sms request (spec section 7 names them, not their values), the
 * same for every block that sends a code (address, leadForm): the platform asking and the code's
 * type (1: register or log in). `operation_name` is the page code, so the server can tell which
 * campaign a code came from.
 */
export const ADVERT_SMS = {
  PLATFORM_NAME: 'h5-page',
  TYPE: 1,
} as const;

/** A mainland mobile number (the server's rule too). */
export function isValidHandset(handset: string): boolean {
  return isMainlandMobile(handset);
}

type Runtime = Pick<BlockRuntime, 'api' | 'toast' | 'page'>;

/**
 * Sends an SMS code to `handset`: captcha first, then the advert-sms call. Resolves whether the
 * code was sent; refusals were shown already (by the API client, or the captcha as 验证失败[code]).
 */
export async function sendSmsCode(
  runtime: Runtime,
  handset: string,
  solve?: CaptchaSolver,
): Promise<boolean> {
  const captcha = await acquireCaptcha(runtime, solve);
  if (!captcha) return false;
  try {
    await runtime.api.post(
      API_PATHS.ADVERT_SMS_SEND,
      {
        handset,
        ticket: captcha.ticket,
        randstr: captcha.randstr,
        platform_name: ADVERT_SMS.PLATFORM_NAME,
        operation_name: runtime.page.code,
        type: ADVERT_SMS.TYPE,
      },
      { hideError: true },
    );
    return true;
  } catch {
    return false;
  }
}
