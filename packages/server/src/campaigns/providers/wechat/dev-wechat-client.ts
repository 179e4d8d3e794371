import { createHash } from 'node:crypto';
import type { UrlLinkRequest, WeChatClient } from './wechat-client.ts';

/**
 * The development WeChat client (CONTRACT section 7): no network; the same request always gets
 * the same link, `https://wxaurl.cn/dev-<hash>`.
 */
export class DevWeChatClient implements WeChatClient {
  readonly kind = 'development';

  async generateUrlLink(request: UrlLinkRequest): Promise<string> {
    const hash = createHash('sha256')
      .update(JSON.stringify([request.name ?? '', request.page, request.query, request.outDateNum]))
      .digest('hex')
      .slice(0, 16);
    return `https://wxaurl.cn/dev-${hash}`;
  }
}
