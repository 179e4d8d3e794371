import { AccessTokenCache } from '../access-token-cache.ts';
import { requestJson } from '../../../providers/http-json.ts';
import { ProviderError } from '../../../providers/provider-error.ts';
import { signJsSdk } from './js-sdk-signature.ts';
import type { JsSdkSignature, UrlLinkRequest, WeChatClient } from './wechat-client.ts';

export interface HttpWeChatClientOptions {
  /** WECHAT_BASE_URL (https://api.weixin.qq.com in production), without a trailing slash. */
  baseUrl: string;
  appId: string;
  appSecret: string;
  /**
   * The official account whose JS-SDK pages use (WECHAT_OA_APP_ID, WECHAT_OA_APP_SECRET): a mini
   * program's credentials get no JS-SDK ticket. Absent, `appId` and `appSecret`.
   */
  officialAccount?: { appId: string; appSecret: string };
  timeoutMs?: number;
  fetch?: typeof fetch;
  now?: () => number;
}

/** errcodes that mean the access token is no longer good: fetch a new one and try again once. */
const TOKEN_REFUSED = new Set([40001, 40014, 42001]);

/**
 * The WeChat API, in its real shapes:
 *
 * - `GET {base}/cgi-bin/token?grant_type=client_credential&appid=…&secret=…` →
 *   `{access_token, expires_in}` (or `{errcode, errmsg}`), cached until shortly before expiry;
 * - `POST {base}/wxa/generate_urllink?access_token=…` with `{path, query, expire_type: 1,
 *   expire_interval: days, env_version: 'release'}` → `{errcode: 0, errmsg: 'ok', url_link}`;
 * - `GET {base}/cgi-bin/ticket/getticket?access_token=…&type=jsapi` (the official account's
 *   token) → `{errcode: 0, errmsg: 'ok', ticket, expires_in}`, cached like the token; the
 *   JS-SDK signature of a page address is made from it here.
 */
export class HttpWeChatClient implements WeChatClient {
  readonly kind = 'http';
  readonly #baseUrl: string;
  readonly #timeoutMs: number;
  readonly #fetch: typeof fetch;
  readonly #tokens: AccessTokenCache;
  readonly #accountAppId: string;
  readonly #accountTokens: AccessTokenCache;
  readonly #tickets: AccessTokenCache;

  constructor(options: HttpWeChatClientOptions) {
    this.#baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.#timeoutMs = options.timeoutMs ?? 5000;
    this.#fetch = options.fetch ?? fetch;
    this.#tokens = this.#tokenCache(options.appId, options.appSecret, options.now);
    const account = options.officialAccount;
    const separate =
      account !== undefined && account.appId !== '' && account.appId !== options.appId;
    this.#accountAppId = separate ? account.appId : options.appId;
    this.#accountTokens = separate
      ? this.#tokenCache(account.appId, account.appSecret, options.now)
      : this.#tokens;
    this.#tickets = new AccessTokenCache(async () => {
      for (let attempt = 1; ; attempt += 1) {
        const token = await this.#accountTokens.get();
        const query = new URLSearchParams({ access_token: token, type: 'jsapi' });
        const body = await this.#call(
          `${this.#baseUrl}/cgi-bin/ticket/getticket?${query.toString()}`,
        );
        const errcode = Number(body.errcode ?? 0);
        if (errcode === 0 && typeof body.ticket === 'string' && body.ticket !== '') {
          return { token: body.ticket, expiresInSeconds: lifetimeOf(body) };
        }
        if (TOKEN_REFUSED.has(errcode) && attempt === 1) {
          this.#accountTokens.invalidate(token);
          continue;
        }
        throw new ProviderError('wechat', `WeChat refused the JS-SDK ticket: ${errorOf(body)}`);
      }
    }, options.now);
  }

  #tokenCache(appId: string, secret: string, now?: () => number): AccessTokenCache {
    return new AccessTokenCache(async () => {
      const query = new URLSearchParams({ grant_type: 'client_credential', appid: appId, secret });
      const body = await this.#call(`${this.#baseUrl}/cgi-bin/token?${query.toString()}`);
      const token = body.access_token;
      if (typeof token !== 'string' || token === '') {
        throw new ProviderError('wechat', `WeChat refused the access token: ${errorOf(body)}`);
      }
      return { token, expiresInSeconds: lifetimeOf(body) };
    }, now);
  }

  async jsSdkSignature(url: string): Promise<JsSdkSignature> {
    const ticket = await this.#tickets.get();
    return signJsSdk(this.#accountAppId, ticket, url);
  }

  async generateUrlLink(request: UrlLinkRequest): Promise<string> {
    const payload = {
      path: request.page,
      query: request.query,
      expire_type: 1,
      expire_interval: request.outDateNum,
      env_version: 'release',
    };
    for (let attempt = 1; ; attempt += 1) {
      const token = await this.#tokens.get();
      const body = await this.#call(
        `${this.#baseUrl}/wxa/generate_urllink?access_token=${encodeURIComponent(token)}`,
        payload,
      );
      const errcode = Number(body.errcode ?? 0);
      if (errcode === 0 && typeof body.url_link === 'string' && body.url_link !== '') {
        return body.url_link;
      }
      if (TOKEN_REFUSED.has(errcode) && attempt === 1) {
        this.#tokens.invalidate(token);
        continue;
      }
      throw new ProviderError('wechat', `WeChat refused the URL link: ${errorOf(body)}`);
    }
  }

  #call(url: string, body?: unknown): Promise<Record<string, unknown>> {
    return requestJson({
      service: 'wechat',
      url,
      method: body === undefined ? 'GET' : 'POST',
      body,
      timeoutMs: this.#timeoutMs,
      fetch: this.#fetch,
    });
  }
}

/** `expires_in` of a token or ticket answer, in seconds (WeChat's 7200 when it gives none). */
function lifetimeOf(body: Record<string, unknown>): number {
  const expiresIn = Number(body.expires_in);
  return Number.isFinite(expiresIn) && expiresIn > 0 ? expiresIn : 7200;
}

/** `errcode 40013 (invalid appid)`, from a WeChat error answer. */
export function errorOf(body: Record<string, unknown>): string {
  const code = typeof body.errcode === 'number' ? body.errcode : 'none';
  const message = typeof body.errmsg === 'string' ? body.errmsg.slice(0, 120) : '';
  return `errcode ${code}${message ? ` (${message})` : ''}`;
}
