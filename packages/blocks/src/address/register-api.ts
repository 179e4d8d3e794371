import { API_PATHS } from '@h5-page/schema/constants';
import type { BlockRuntime } from '../runtime.ts';
import { acquireCaptcha } from './acquire-captcha.ts';
import type { CaptchaSolver } from './acquire-captcha.ts';
import type { Address } from './selected-address.ts';

/**
 * The fixed fields of the advert-sms request (spec section 7 names them, not their values):
 * the platform asking, what the code is for, and its type (1: register or log in).
 * `operation_name` is the page code, so the server can tell which campaign a code came from.
 */
export const REGISTER_SMS = {
  PLATFORM_NAME: 'h5-page',
  TYPE: 1,
} as const;

/** A mainland mobile number: 11 digits starting with 1. */
export function isValidHandset(handset: string): boolean {
  return /^1\d{10}$/.test(handset);
}

type Runtime = Pick<BlockRuntime, 'api' | 'toast' | 'page'>;

/**
 * Sends the SMS code for registering: captcha first, then the advert-sms call. Resolves whether
 * the code was sent; refusals were shown by the API client (or the captcha).
 */
export async function sendRegisterCode(
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
        platform_name: REGISTER_SMS.PLATFORM_NAME,
        operation_name: runtime.page.code,
        type: REGISTER_SMS.TYPE,
      },
      { hideError: true },
    );
    return true;
  } catch {
    return false;
  }
}

/**
 * Registers (or logs in) with the phone, the SMS code and the chosen address, which the server
 * stores on the user. Resolves whether it succeeded; refusals were shown by the API client.
 */
export async function registerByAddress(
  runtime: Runtime,
  handset: string,
  code: string,
  address: Address,
): Promise<boolean> {
  try {
    await runtime.api.post(
      API_PATHS.SMART_LOGIN,
      {
        handset,
        code,
        province: address.province,
        provinceID: address.provinceID,
        city: address.city,
        cityID: address.cityID,
        area: address.area,
        areaID: address.areaID,
      },
      { hideError: true },
    );
    return true;
  } catch {
    return false;
  }
}
