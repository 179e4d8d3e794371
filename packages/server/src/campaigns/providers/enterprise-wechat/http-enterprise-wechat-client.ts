import { AccessTokenCache } from '../access-token-cache.ts';
import { requestJson } from '../../../providers/http-json.ts';
import { ProviderError } from '../../../providers/provider-error.ts';
import { errorOf } from '../wechat/http-wechat-client.ts';
import type { EnterpriseWeChatClient, StaffContact } from './enterprise-wechat-client.ts';

export interface HttpEnterpriseWeChatClientOptions {
  /** ENTERPRISE_WECHAT_BASE_URL (https://qyapi.weixin.qq.com in production). */
  baseUrl: string;
  corpId: string;
  secret: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
  now?: () => number;
}

const TOKEN_REFUSED = new Set([40014, 42001]);

/**
 * Enterprise WeChat's contact-way API, in its real shapes:
 *
 * - `GET {base}/cgi-bin/gettoken?corpid=…&corpsecret=…` → `{errcode: 0, access_token,
 *   expires_in}`, cached until shortly before expiry;
 * - `POST {base}/cgi-bin/externalcontact/add_contact_way?access_token=…` with `{type: 1,
 *   scene: 2, state, user: [userid], skip_verify: true, remark}` → `{errcode: 0, config_id,
 *   qr_code}`. The caller keeps the code (staff_bindings.contact_qr_code): each call makes a new
 *   contact way, and the API limits how many a corp may have.
 */
export class HttpEnterpriseWeChatClient implements EnterpriseWeChatClient {
  readonly kind = 'http';
  readonly #baseUrl: string;
  readonly #timeoutMs: number;
  readonly #fetch: typeof fetch;
  readonly #tokens: AccessTokenCache;

  constructor(options: HttpEnterpriseWeChatClientOptions) {
    this.#baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.#timeoutMs = options.timeoutMs ?? 5000;
    this.#fetch = options.fetch ?? fetch;
    this.#tokens = new AccessTokenCache(async () => {
      const query = new URLSearchParams({ corpid: options.corpId, corpsecret: options.secret });
      const body = await this.#call(`${this.#baseUrl}/cgi-bin/gettoken?${query.toString()}`);
      const token = body.access_token;
      if (Number(body.errcode ?? 0) !== 0 || typeof token !== 'string' || token === '') {
        throw new ProviderError(
          'enterprise-wechat',
          `enterprise WeChat refused the access token: ${errorOf(body)}`,
        );
      }
      const expiresIn = Number(body.expires_in);
      return {
        token,
        expiresInSeconds: Number.isFinite(expiresIn) && expiresIn > 0 ? expiresIn : 7200,
      };
    }, options.now);
  }

  async staffQrCode(stateCode: string, staff: StaffContact): Promise<string | null> {
    if (staff.wecomUserId === '') return null;
    const payload = {
      type: 1,
      scene: 2,
      state: stateCode,
      user: [staff.wecomUserId],
      skip_verify: true,
      remark: staff.name.slice(0, 30),
    };
    for (let attempt = 1; ; attempt += 1) {
      const token = await this.#tokens.get();
      const body = await this.#call(
        `${this.#baseUrl}/cgi-bin/externalcontact/add_contact_way?access_token=${encodeURIComponent(token)}`,
        payload,
      );
      const errcode = Number(body.errcode ?? 0);
      if (errcode === 0 && typeof body.qr_code === 'string' && body.qr_code !== '') {
        return body.qr_code;
      }
      if (TOKEN_REFUSED.has(errcode) && attempt === 1) {
        this.#tokens.invalidate(token);
        continue;
      }
      throw new ProviderError(
        'enterprise-wechat',
        `enterprise WeChat refused the contact way: ${errorOf(body)}`,
      );
    }
  }

  #call(url: string, body?: unknown): Promise<Record<string, unknown>> {
    return requestJson({
      service: 'enterprise-wechat',
      url,
      method: body === undefined ? 'GET' : 'POST',
      body,
      timeoutMs: this.#timeoutMs,
      fetch: this.#fetch,
    });
  }
}
