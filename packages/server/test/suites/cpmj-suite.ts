import { expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '@h5-page/schema/constants';
import type { Config } from '../../src/config.ts';
import { campaignApp, envelope } from '../support/campaign.ts';
import { appForAll } from '../support/app-for-all.ts';

/** The cpmj calls on the stored articles and group posts: success, unknown name, bad input. */
export function cpmjSuite(config: () => Promise<Partial<Config>>): void {
  let app: FastifyInstance;
  appForAll(async () => (app = await campaignApp(await config())));

  it('lists the articles in order, by category too', async () => {
    const all = envelope<{ list: { name: string }[] }>(
      await app.inject({ url: API_PATHS.CPMJ_LIST }),
    ).response.list;
    expect(all.map((a) => a.name)).toEqual([
      'dragon-head',
      'stop-loss',
      'buy-point',
      'position-sizing',
    ]);
    const risk = await app.inject({
      url: `${API_PATHS.CPMJ_LIST}?category=${encodeURIComponent('风控')}`,
    });
    expect(envelope<{ list: { title: string }[] }>(risk).response.list.map((a) => a.title)).toEqual(
      ['止损的纪律：三种止损法'],
    );
  });

  it('answers one article by name, different for each; 404 for an unknown name', async () => {
    const one = envelope<{ title: string; body: string[] }>(
      await app.inject({ url: `${API_PATHS.CPMJ_DETAIL}?name=dragon-head` }),
    ).response;
    const two = envelope<{ title: string; body: string[] }>(
      await app.inject({ url: `${API_PATHS.CPMJ_DETAIL}?name=stop-loss` }),
    ).response;
    expect(one.title).toBe('龙头股识别三要素');
    expect(two.title).toBe('止损的纪律：三种止损法');
    expect(one.body.length).toBeGreaterThan(2);
    const unknown = await app.inject({ url: `${API_PATHS.CPMJ_DETAIL}?name=no-such` });
    expect(unknown.statusCode).toBe(404);
    expect(envelope(unknown).msg).toBe('该秘籍不存在或已下线');
  });

  it('refuses a missing or malformed name, and bad list parameters', async () => {
    const cases: [string, string][] = [
      [API_PATHS.CPMJ_DETAIL, '参数 name 不能为空'],
      [`${API_PATHS.CPMJ_DETAIL}?name=${encodeURIComponent('../x')}`, '参数 name 格式不正确'],
      [`${API_PATHS.CPMJ_LIST}?limit=0`, '参数 limit 不能小于 1'],
      [API_PATHS.GROUP_POST_LIST, '参数 topic 不能为空'],
    ];
    for (const [url, msg] of cases) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(400);
      expect(envelope(response).msg).toBe(msg);
    }
  });

  it('lists the group posts of a topic, newest first', async () => {
    const posts = envelope<{ list: { author: string; created_at: string }[] }>(
      await app.inject({ url: `${API_PATHS.GROUP_POST_LIST}?topic=cpmj&limit=3` }),
    ).response.list;
    expect(posts).toHaveLength(3);
    expect(posts[0]!.author).toBe('牛友3721');
    expect([...posts].sort((a, b) => b.created_at.localeCompare(a.created_at))).toEqual(posts);
    const none = await app.inject({ url: `${API_PATHS.GROUP_POST_LIST}?topic=nobody` });
    expect(envelope<{ list: unknown[] }>(none).response.list).toEqual([]);
  });
}
