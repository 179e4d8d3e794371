import { expect } from 'vitest';
import { API_PATHS } from '@h5-page/schema/constants';
import type { BlockRuntime } from '../src/runtime.ts';
import { DEV_CAPTCHA_TICKET_PATH } from '../src/shared/acquire-captcha.ts';
import { ADVERT_SMS } from '../src/shared/send-sms-code.ts';

/**
 * The calls of a code sent with the development captcha (whose ticket the test's gateway answers
 * as T-1 / R-1): the captcha's app id, the ticket, then advert-sms to `handset` with that ticket.
 */
export function expectCaptchaThenSms(runtime: BlockRuntime, handset: string): void {
  expect(runtime.api.get).toHaveBeenCalledWith(
    API_PATHS.CAPTCHA_APP_ID,
    { type: 2 },
    { hideError: true },
  );
  expect(runtime.api.post).toHaveBeenNthCalledWith(
    1,
    DEV_CAPTCHA_TICKET_PATH,
    {},
    { hideError: true },
  );
  expect(runtime.api.post).toHaveBeenNthCalledWith(
    2,
    API_PATHS.ADVERT_SMS_SEND,
    {
      handset,
      ticket: 'T-1',
      randstr: 'R-1',
      platform_name: ADVERT_SMS.PLATFORM_NAME,
      operation_name: 'test',
      type: ADVERT_SMS.TYPE,
    },
    { hideError: true },
  );
}
