import { createHash } from 'node:crypto';
import { signJsSdk } from './js-sdk-signature.ts';
import type { JsSdkSignature, UrlLinkRequest, WeChatClient } from './wechat-client.ts';

/** The ticket the development client signs with (no WeChat account behind it). */
export const DEV_JSAPI_TICKET = 'dev-jsapi-ticket';
/** The app id it answers unless WECHAT_APP_ID names one. */
export const DEV_WECHAT_APP_ID = 'dev';

/**
 * The development WeChat client (CONTRACT section 7): no network; the same request always gets
 * the same link, `https://wxaurl.cn/dev-<hash>`, and JS-SDK signatures are made here, with
 * {@link DEV_JSAPI_TICKET} for a ticket (WeChat's own browser would refuse them; a page outside
 * it never asks).
 */
export class DevWeChatClient implements WeChatClient {
  readonly kind = 'development';
  readonly #appId: string;

  constructor(appId = '') {
    this.#appId = appId || DEV_WECHAT_APP_ID;
  }

  async jsSdkSignature(url: string): Promise<JsSdkSignature> {
    return signJsSdk(this.#appId, DEV_JSAPI_TICKET, url);
  }

  async generateUrlLink(request: UrlLinkRequest): Promise<string> {
    const hash = createHash('sha256')
      .update(JSON.stringify([request.name ?? '', request.page, request.query, request.outDateNum]))
      .digest('hex')
      .slice(0, 16);
    return `https://wxaurl.cn/dev-${hash}`;
  }
}
