import { describe, expect, it, vi } from 'vitest';
import type { RuntimeApi } from '@h5-page/blocks/runtime';
import { allowedRedirect } from '@h5-page/schema/allowed-redirect';
import { createUrlLink } from './url-link.ts';

const allowWeChat = (url: string) =>
  allowedRedirect(url, { base: 'https://m.example.com/h5-page/h5/a', allowHosts: ['wxaurl.cn'] });

function api(answer: () => Promise<unknown>) {
  const post = vi.fn(answer);
  return { api: { get: vi.fn(), post } as unknown as RuntimeApi, post };
}

describe('URL link (generate-url-link)', () => {
  it('posts name, page, query and out_date_num 1 (quietly) and gives url_link', async () => {
    const { api: client, post } = api(async () => ({ url_link: 'https://wxaurl.cn/abc' }));
    const link = await createUrlLink(
      client,
      allowWeChat,
    )({
      name: 'coupons',
      page: '/pages/coupons/index',
      query: 'from=spring',
    });
    expect(link).toBe('https://wxaurl.cn/abc');
    expect(post).toHaveBeenCalledWith(
      '/wechat/api/v2/minp/serve/generate-url-link',
      { name: 'coupons', page: '/pages/coupons/index', query: 'from=spring', out_date_num: 1 },
      { quiet: true },
    );
  });

  it('no https url_link in the answer: null', async () => {
    for (const answer of [
      undefined,
      {},
      { url_link: 'javascript:alert(1)' },
      { url_link: 7 },
      { url_link: 'https://evil.example/abc' },
      { url_link: 'https://wxaurl.cn.evil.example/abc' },
    ]) {
      const { api: client } = api(async () => answer);
      await expect(
        createUrlLink(client, allowWeChat)({ name: 'a', page: '/p', query: '' }),
      ).resolves.toBeNull();
    }
  });
});
