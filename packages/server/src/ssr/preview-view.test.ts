import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { signedInRenderingApp } from '#test/support/admin.ts';
import { appForAll } from '#test/support/app-for-all.ts';
import { testPage } from '#test/support/pages.ts';

// What a reviewer previews: each A/B variant and the ended page, as their visitors get them.
let app: FastifyInstance;
let cookie: string;
appForAll(async () => ({ app, cookie } = await signedInRenderingApp()).app);

const preview = (query: string) =>
  app.inject({
    method: 'GET',
    url: `/h5-page/h5/ab-preview?isPreview=1${query}`,
    headers: { cookie },
  });

const button = (text: string) => ({ name: 'button', value: { text }, children: [] });

describe('previews of one variant and of the ended page', () => {
  it('shows the variant asked for, the control without one, and nothing for a variant the draft lacks', async () => {
    await app.pages.saveDraft(
      testPage('ab-preview', {
        page_schema: [button('立即领取')],
        variants: [
          { key: 'a', weight: 50, page_schema: [button('立即领取')] },
          { key: 'b', weight: 50, page_schema: [button('马上领取')] },
        ],
      }),
    );
    const control = await preview('');
    expect(control.statusCode).toBe(200);
    expect(control.body).toContain('立即领取');
    expect(control.body).not.toContain('马上领取');

    const b = await preview('&variant=b');
    expect(b.statusCode).toBe(200);
    expect(b.body).toContain('马上领取');
    expect(b.body).not.toContain('立即领取');
    expect(b.headers['cache-control']).toBe('no-store');

    const unknown = await preview('&variant=z');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).not.toContain('立即领取');
  });

  it('shows the ended notice the page file holds, the default one without, and follows a redirect', async () => {
    await app.pages.saveDraft(
      testPage('ab-preview', {
        title: '春季投顾体验',
        after_end: {
          kind: 'notice',
          message: '下一期四月开始',
          link_text: '看看其他活动',
          link_url: '/h5-page/h5/other',
        },
      }),
    );
    const ended = await preview('&ended=1');
    expect(ended.statusCode).toBe(200);
    expect(ended.headers['cache-control']).toBe('no-store');
    expect(ended.body).toContain('活动已结束');
    expect(ended.body).toContain('下一期四月开始');
    expect(ended.body).toContain('href="/h5-page/h5/other"');
    expect(ended.body).toContain('看看其他活动');

    await app.pages.saveDraft(testPage('ab-preview'));
    const plain = await preview('&ended=1');
    expect(plain.body).toContain('感谢您的关注，敬请期待下一次活动');

    await app.pages.saveDraft(
      testPage('ab-preview', { after_end: { kind: 'redirect', url: '/h5-page/h5/next' } }),
    );
    const redirect = await preview('&ended=1');
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers.location).toBe('/h5-page/h5/next');
  });

  it('refuses both to a browser without an editor session or a link', async () => {
    for (const query of ['&variant=b', '&ended=1']) {
      const refused = await app.inject({
        method: 'GET',
        url: `/h5-page/h5/ab-preview?isPreview=1${query}`,
      });
      expect(refused.statusCode).toBe(403);
    }
  });
});
