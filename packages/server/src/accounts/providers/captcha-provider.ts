/** The result of checking a captcha ticket; `code` is what `验证失败[code]` shows. */
export type CaptchaVerdict = { ok: true } | { ok: false; code: string; reason: string };

/**
 * Verifies the ticket and randstr that the captcha widget hands the page after the visitor
 * solved it. One interface; Tencent's service and a development provider.
 */
export interface CaptchaProvider {
  readonly kind: 'development' | 'http';
  /** What `get-data-app-id` answers as `app_id` (the widget needs it). */
  appId(): string;
  verify(ticket: string, randstr: string, ip: string): Promise<CaptchaVerdict>;
}

/** The captcha service could not be asked (down, timed out, answered nonsense). */
export class CaptchaUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'CaptchaUnavailableError';
  }
}
