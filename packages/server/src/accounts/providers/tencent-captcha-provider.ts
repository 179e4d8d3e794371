import { CaptchaUnavailableError } from './captcha-provider.ts';
import type { CaptchaProvider, CaptchaVerdict } from './captcha-provider.ts';

export interface TencentCaptchaProviderOptions {
  /** CAPTCHA_BASE_URL: the verify endpoint itself, e.g. https://ssl.captcha.qq.com/ticket/verify. */
  verifyUrl: string;
  /** CAPTCHA_APP_ID (`aid`). */
  appId: string;
  /** CAPTCHA_SECRET (`AppSecretKey`). */
  secret: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** Tencent's answer: `response` is '1' when the ticket is good, else an error code. */
interface TencentAnswer {
  response?: unknown;
  evil_level?: unknown;
  err_msg?: unknown;
}

/**
 * Tencent captcha (the classic ticket verify API): `GET verifyUrl?aid=&AppSecretKey=&Ticket=
 * &Randstr=&UserIP=`, answered `{response: '1', evil_level, err_msg}`. A response other than 1
 * is a failed check with that code; no answer, a non-2xx status or a body that is not that
 * JSON is CaptchaUnavailableError (the URL, which holds the secret, is never in the message).
 */
export class TencentCaptchaProvider implements CaptchaProvider {
  readonly kind = 'http';
  readonly #options: TencentCaptchaProviderOptions;
  readonly #fetch: typeof fetch;

  constructor(options: TencentCaptchaProviderOptions) {
    this.#options = options;
    this.#fetch = options.fetch ?? fetch;
  }

  appId(): string {
    return this.#options.appId;
  }

  async verify(ticket: string, randstr: string, ip: string): Promise<CaptchaVerdict> {
    const { verifyUrl, appId, secret } = this.#options;
    const timeoutMs = this.#options.timeoutMs ?? 5000;
    const url = new URL(verifyUrl);
    url.searchParams.set('aid', appId);
    url.searchParams.set('AppSecretKey', secret);
    url.searchParams.set('Ticket', ticket);
    url.searchParams.set('Randstr', randstr);
    url.searchParams.set('UserIP', ip);

    let answer: TencentAnswer;
    try {
      const response = await this.#fetch(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      const text = await response.text();
      if (!response.ok) {
        throw new CaptchaUnavailableError(`captcha service answered HTTP ${response.status}`);
      }
      answer = JSON.parse(text) as TencentAnswer;
    } catch (error) {
      if (error instanceof CaptchaUnavailableError) throw error;
      const reason =
        error instanceof SyntaxError
          ? 'captcha service answered something that is not JSON'
          : error instanceof Error && error.name === 'TimeoutError'
            ? `captcha service did not answer within ${timeoutMs} ms`
            : 'captcha service unreachable';
      throw new CaptchaUnavailableError(reason, { cause: error });
    }
    if (!answer || typeof answer !== 'object' || answer.response === undefined) {
      throw new CaptchaUnavailableError('captcha service answered without a response code');
    }
    const code = String(answer.response);
    if (code === '1') return { ok: true };
    return { ok: false, code, reason: typeof answer.err_msg === 'string' ? answer.err_msg : '' };
  }
}
