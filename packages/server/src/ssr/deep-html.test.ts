import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { HTML_MAX_DEPTH } from '@h5-page/schema/html-limits';
import { signedInRenderingApp } from '#test/support/admin.ts';
import { appForAll } from '#test/support/app-for-all.ts';
import { testPage } from '#test/support/pages.ts';

// One editor's HTML must never stall rendering: past the HTML limits it is refused when saved,
// and a page stored before them renders without that block, while other pages answer as usual.
let app: FastifyInstance;
let cookie: string;
appForAll(async () => ({ app, cookie } = await signedInRenderingApp()).app);

const DEPTH = `HTML 嵌套过深：标签最多嵌套 ${HTML_MAX_DEPTH} 层`;
/** 20,000 nested `<div>`s: exactly the longest snippet allowed, so only its depth is refused. */
const DEEP_20000 = '<div>'.repeat(20_000);
const DEEP_2000 = '<div>'.repeat(2_000) + '深处' + '</div>'.repeat(2_000);

const block = (name: string, html: string) => ({ name, value: { html }, children: [] });

describe('HTML past the limits, when saved', () => {
  it('is refused with 400, naming the field and the limit, and nothing is saved', async () => {
    for (const deep of [DEEP_20000, DEEP_2000]) {
      const page = testPage('deep-save', {
        page_schema: [block('text', '<p>前文</p>'), block('code', deep)],
      });
      const saved = await app.inject({
        method: 'PUT',
        url: '/admin/api/pages/deep-save',
        headers: { cookie },
        payload: page,
      });
      expect(saved.statusCode, saved.body).toBe(400);
      expect(saved.json()).toEqual({
        code: 'PAGE_INVALID',
        msg: expect.stringMatching(/[\u4e00-\u9fff]/),
        response: { problems: [{ path: 'page_schema[1].value.html', message: DEPTH }] },
      });
    }
    expect(await app.pages.getDraft('deep-save')).toBeNull();
  });

  it('is refused in an A/B variant too', async () => {
    await app.pages.saveDraft(testPage('deep-variants'));
    const saved = await app.inject({
      method: 'PUT',
      url: '/admin/api/pages/deep-variants/variants',
      headers: { cookie },
      payload: {
        variants: [
          { key: 'a', weight: 50, page_schema: [block('code', '<p>好</p>')] },
          { key: 'b', weight: 50, page_schema: [block('text', '<span>'.repeat(40))] },
        ],
      },
    });
    expect(saved.statusCode, saved.body).toBe(400);
    expect(saved.json().response).toEqual({
      problems: [{ path: 'variants[1].page_schema[0].value.html', message: DEPTH }],
    });
    expect((await app.pages.getDraft('deep-variants'))!.page.variants).toBeUndefined();
  });
});

describe('a page stored before the limits', () => {
  it('renders without its deep blocks while an unrelated page answers meanwhile', async () => {
    // Stored as an old row would be: the repository does not validate.
    await app.pages.saveDraft(
      testPage('deep-old', {
        page_schema: [
          block('text', '<p>前文照常</p>'),
          block('code', DEEP_20000),
          block('text', '<span>'.repeat(2_000)),
          block('code', '<p>后文照常</p>'),
        ],
      }),
    );
    await app.pages.publish('deep-old');
    await app.pages.saveDraft(
      testPage('unrelated', { page_schema: [block('code', '<p onclick="x()">无关页面</p>')] }),
    );
    await app.pages.publish('unrelated');

    const deep = app.inject({ url: '/h5-page/h5/deep-old' });
    const unrelated = await app.inject({ url: '/h5-page/h5/unrelated' });
    expect(unrelated.statusCode).toBe(200);
    expect(unrelated.body).toContain('<div class="h5-code"><p>无关页面</p></div>');

    const old = await deep;
    expect(old.statusCode).toBe(200);
    expect(old.body).toContain('<p>前文照常</p>');
    expect(old.body).toContain('<div class="h5-code"><p>后文照常</p></div>');
    // The deep blocks are there, empty: the rest of the page keeps its places.
    expect(old.body).toContain('<div class="h5-code"></div>');
    expect(old.body).toContain('<div class="h5-text"></div>');
    expect(old.body).not.toContain('<div><div>');
    expect(old.body).not.toContain('<span><span>');
    expect(old.body).not.toContain('访客看不到');
  });

  it('says in its preview why a block is missing', async () => {
    const preview = await app.inject({
      url: '/h5-page/h5/deep-old?isPreview=1',
      headers: { cookie },
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.body).toContain(`此处内容访客看不到：${DEPTH}`);
    expect(preview.body).toContain('<p>前文照常</p>');
  });
});
