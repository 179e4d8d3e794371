import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { body, signedInRenderingApp } from '#test/support/admin.ts';
import { appForAll } from '#test/support/app-for-all.ts';
import { testPage } from '#test/support/pages.ts';

// With server rendering: the visitor HTML route of drafts and of pages outside their window.
let app: FastifyInstance;
let cookie: string;
appForAll(async () => ({ app, cookie } = await signedInRenderingApp()).app);

const visit = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe('visitor HTML', () => {
  it('renders a draft only for an editor session or a signed preview link', async () => {
    await app.pages.saveDraft(testPage('draft-only', { title: '内部草稿标题' }));
    const anonymous = await visit('/h5-page/h5/draft-only?isPreview=1');
    expect(anonymous.statusCode).toBe(403);
    expect(anonymous.body).not.toContain('内部草稿标题');

    const editor = await visit('/h5-page/h5/draft-only?isPreview=1', { cookie });
    expect(editor.statusCode).toBe(200);
    expect(editor.body).toContain('内部草稿标题');

    const link = await app.inject({
      method: 'POST',
      url: '/admin/api/pages/draft-only/preview-link',
      headers: { cookie },
    });
    const { url } = body<{ url: string }>(link).response;
    const viaLink = await visit(url);
    expect(viaLink.statusCode).toBe(200);
    expect(viaLink.body).toContain('内部草稿标题');
    expect((await visit(`${url}x`)).statusCode).toBe(403);
  });

  it('marks a preview 预览 · 未审核 (已审核 once an approval covers it), unindexed, uncached and unshareable', async () => {
    const shared = testPage('marked', {
      title: '保本保收益草稿',
      share: { title: '分享给好友', desc: '一起来', image: '/media/card.png' },
    });
    await app.pages.saveDraft(shared);
    const link = await app.inject({
      method: 'POST',
      url: '/admin/api/pages/marked/preview-link',
      headers: { cookie },
    });
    const { url } = body<{ url: string }>(link).response;
    for (const response of [
      await visit(url),
      await visit('/h5-page/h5/marked?isPreview=1', { cookie }),
    ]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-robots-tag']).toBe('noindex');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body).toContain('<meta name="robots" content="noindex">');
      expect(response.body).toContain('预览 · 未审核');
      expect(response.body).not.toContain('og:');
    }

    // The ended page a preview shows (ended=1) is marked alike.
    const ended = await visit(`${url}&ended=1`);
    expect(ended.statusCode).toBe(200);
    expect(ended.body).toContain('活动已结束');
    expect(ended.body).toContain('预览 · 未审核');
    expect(ended.body).toContain('<meta name="robots" content="noindex">');
    expect(ended.headers['x-robots-tag']).toBe('noindex');

    // An approval of exactly this text: the same link now says so.
    const request = await app.reviews.submit('marked', 'ed1', '', 'test@2026.11.28');
    await app.reviews.decide(request!.id, 'approved', {
      by: 'rev1',
      comment: '',
      checkedWith: 'test@2026.11.28',
    });
    const approved = await visit(url);
    expect(approved.body).toContain('预览 · 已审核');
    expect((await visit(`${url}&ended=1`)).body).toContain('预览 · 已审核');
    expect(approved.body).not.toContain('未审核');
    expect((await visit('/h5-page/h5/marked?isPreview=1', { cookie })).body).toContain(
      '预览 · 已审核',
    );
    // A save after it is a draft nobody approved.
    await app.pages.saveDraft({ ...shared, title: '改过的草稿' });
    expect((await visit('/h5-page/h5/marked?isPreview=1', { cookie })).body).toContain(
      '预览 · 未审核',
    );
    // Visitors of the published page get its card, and no preview mark.
    await app.pages.publish('marked');
    const published = await visit('/h5-page/h5/marked');
    expect(published.headers['x-robots-tag']).toBeUndefined();
    expect(published.body).toContain('<meta property="og:title" content="分享给好友">');
    expect(published.body).not.toContain('预览 ·');
  });

  it('renders, through a preview link, the draft it was made for, and nothing once revoked', async () => {
    await app.pages.saveDraft(testPage('bound', { title: '第一稿标题' }));
    const link = await app.inject({
      method: 'POST',
      url: '/admin/api/pages/bound/preview-link',
      headers: { cookie },
    });
    const { url, id } = body<{ url: string; id: string }>(link).response;
    await app.pages.saveDraft(testPage('bound', { title: '第二稿标题' }));
    await app.pages.publish('bound');
    const old = await visit(url);
    expect(old.statusCode).toBe(200);
    expect(old.body).toContain('第一稿标题');
    expect(old.body).not.toContain('第二稿标题');
    // Even an editor opening the link sees what the link shows.
    expect((await visit(url, { cookie })).body).toContain('第一稿标题');

    const revoked = await app.inject({
      method: 'DELETE',
      url: `/admin/api/pages/bound/preview-links/${id}`,
      headers: { cookie },
    });
    expect(revoked.statusCode).toBe(200);
    const refused = await visit(url);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain('第一稿标题');
  });

  it('shows when a page never live starts, with its title, and the page once it has', async () => {
    const hour = 60 * 60 * 1000;
    await app.pages.saveDraft(testPage('soon', { title: '<春季>活动' }));
    await app.pages.publish('soon', '', { startsAt: new Date(Date.now() + hour) });
    const early = await visit('/h5-page/h5/soon');
    expect(early.statusCode).toBe(200);
    expect(early.body).toMatch(/活动将于 \S+ \d\d:\d\d 开始/);
    expect(early.body).toContain('&lt;春季&gt;活动');
    expect(early.body).not.toContain('<春季>');

    await app.pages.publish('soon', '', { startsAt: null, endsAt: new Date(Date.now() + hour) });
    const open = await visit('/h5-page/h5/soon');
    expect(open.body).not.toContain('活动将于');
    expect(open.body).not.toContain('活动已结束');
  });
});
