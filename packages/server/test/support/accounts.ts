import type { FastifyInstance } from 'fastify';
import { API_PATHS, LEAD_FORM_VERSION_ID } from '@h5-page/schema/constants';
import { DevSmsOutbox } from '../../src/accounts/providers/dev-sms-outbox.ts';

/** Helpers for tests of the passport and lead calls, through `app.inject`. */

let nextPhone = 0;

/** A valid mainland mobile number, different on every call (per test file). */
export function testPhone(): string {
  nextPhone += 1;
  return `139${String(Date.now() % 10_000).padStart(4, '0')}${String(nextPhone).padStart(4, '0')}`;
}

/**
 * What a form that takes personal data adds once the visitor ticked consent to the statement in
 * force: a fresh store's first version.
 */
export const CONSENTED = { consent_version: 1 } as const;

/** A one-time ticket from the development captcha. */
export async function devTicket(
  app: FastifyInstance,
): Promise<{ ticket: string; randstr: string }> {
  const response = await app.inject({ method: 'POST', url: '/dev/captcha/ticket' });
  if (response.statusCode !== 200)
    throw new Error(`ticket: ${response.statusCode} ${response.body}`);
  return response.json<{ response: { ticket: string; randstr: string } }>().response;
}

/** Asks for an SMS code (with a fresh captcha ticket) from `ip`. */
export async function sendCode(
  app: FastifyInstance,
  handset: string,
  options: { ip?: string; body?: Record<string, unknown> } = {},
) {
  const captcha = await devTicket(app);
  return app.inject({
    method: 'POST',
    url: API_PATHS.ADVERT_SMS_SEND,
    remoteAddress: options.ip ?? '127.0.0.1',
    payload: {
      handset,
      ...captcha,
      platform_name: 'h5',
      operation_name: 'lead',
      type: 1,
      ...options.body,
    },
  });
}

/** The newest code the development outbox holds for `handset`. */
export function lastCode(app: FastifyInstance, handset: string): string {
  if (!(app.sms instanceof DevSmsOutbox)) throw new Error('not the development outbox');
  const messages = app.sms.messages(handset);
  const last = messages[messages.length - 1];
  if (!last) throw new Error(`no SMS for ${handset}`);
  return last.code;
}

/** Sends a code and returns it (the send must succeed). */
export async function codeFor(app: FastifyInstance, handset: string, ip?: string): Promise<string> {
  const response = await sendCode(app, handset, ip ? { ip } : {});
  if (response.statusCode !== 200) throw new Error(`send: ${response.statusCode} ${response.body}`);
  return lastCode(app, handset);
}

/** A wrong code for `code` (same length, different digits). */
export function wrongCode(code: string): string {
  return code
    .split('')
    .map((d) => String((Number(d) + 1) % 10))
    .join('');
}

/**
 * The lead form's body as the visitor app posts it: 张三, the phone and its code, from an ad
 * (`cps_id`), the visitor having ticked consent to the built-in statement (a fresh store's first
 * version). `overrides` replace or add fields; one set to undefined is left out.
 */
export function leadPayload(
  handset: string,
  code: string,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    nick_name: '张三',
    handset,
    code,
    is_send_result: 1,
    cps_id: 'wx-ad-01',
    version_id: LEAD_FORM_VERSION_ID,
    consent_version: 1,
    ...overrides,
  };
}
