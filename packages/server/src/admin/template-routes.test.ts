import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import type { ActivityPage, Block } from '@h5-page/schema/page';
import { adminApp, body, signIn } from '#test/support/admin.ts';
import { testPage } from '#test/support/pages.ts';
import { appForAll } from '#test/support/app-for-all.ts';
import { signedInEditor } from '#test/support/signed-in-editor.ts';
import { startFakeServer } from '#test/support/fake-http.ts';
import type { FakeServer } from '#test/support/fake-http.ts';
import { ownPictureLoader } from '../core/thumbnail-picture-loader.ts';
import { TEMPLATE_CATEGORIES } from '@h5-page/schema/template-categories';
import { SEED_COMPANY } from '@h5-page/schema/seed-company';
import { SEED_TEMPLATES } from '../seed/templates/seed-templates.ts';

let app: FastifyInstance;
let admin: { cookie: string };
let editor: { cookie: string };
appForAll(async () => {
  app = await adminApp();
  admin = await signIn(app);
  editor = await signedInEditor(app, admin, 'tpl-editor', 'tpl-editor-password');
  return app;
});

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';
type Headers = Record<string, string>;
const call = (method: Method, url: string, payload?: object, headers: Headers = admin) =>
  app.inject({ method, url: `/admin/api${url}`, headers, ...(payload ? { payload } : {}) });

interface Template {
  code: string;
  title: string;
  demo: boolean;
  category: string;
  revision: number;
  blocks: number;
  updated_at: string;
  thumbnail: string;
}
interface Listed {
  code: string;
  demo: boolean;
  template: boolean;
}
interface Draft {
  draft: ActivityPage;
  live_version: number | null;
  updated_by: string | null;
  revision: number;
}

const templates = async () =>
  body<{ templates: Template[] }>(await call('GET', '/templates')).response.templates;
const templateOf = async (code: string) => (await templates()).find((t) => t.code === code);
const listed = async (code: string) =>
  body<{ pages: Listed[] }>(await call('GET', '/pages')).response.pages.find(
    (page) => page.code === code,
  );
const draftOf = async (code: string) => body<Draft>(await call('GET', `/pages/${code}`)).response;
const save = (page: ActivityPage, headers: Headers = admin) =>
  call('PUT', `/pages/${page.code}`, page, headers);
const mark = (code: string, template: boolean, headers: Headers = admin, category?: string) =>
  call('PUT', `/pages/${code}/template`, { template, ...(category ? { category } : {}) }, headers);
const createFrom = (template: string, payload: object, headers: Headers = admin) =>
  call('POST', `/templates/${template}/pages`, payload, headers);
const thumbnail = (url: string, headers: Headers = {}) =>
  app.inject({ method: 'GET', url, headers: { ...admin, ...headers } });

const block = (name: string, value: Record<string, unknown> = {}): Block => ({
  name,
  value,
  children: [],
});
const image = (url: string): Block => block('image', { url, width: 750, height: 300 });

describe('marking templates', () => {
  it('lists the seeded templates, each with its category and the thumbnail URL of its draft', async () => {
    const list = await templates();
    const seeded = list.filter((item) => item.demo);
    expect(seeded.map((item) => item.code).sort()).toEqual(
      SEED_TEMPLATES.map((t) => t.page.code).sort(),
    );
    for (const template of SEED_TEMPLATES) {
      const listedTemplate = seeded.find((item) => item.code === template.page.code)!;
      expect(listedTemplate, template.page.code).toMatchObject({
        title: template.page.title,
        category: template.category,
        blocks: template.page.page_schema.length,
      });
      expect(listedTemplate.thumbnail).toMatch(
        new RegExp(
          `^/admin/api/pages/${template.page.code}/thumbnail\\?rev=${listedTemplate.revision}&page=\\d+$`,
        ),
      );
      expect(await listed(template.page.code)).toMatchObject({ demo: true, template: true });
    }
    expect(new Set(seeded.map((item) => item.category))).toEqual(new Set(TEMPLATE_CATEGORIES));
    // The seeded campaigns are demo pages, no longer offered unless marked.
    expect(await templateOf('demo')).toBeUndefined();
    expect(await listed('demo')).toMatchObject({ demo: true, template: false });
  });

  it('lists only templates whose drafts pass the compliance checks the publish checklist runs', async () => {
    for (const { code } of (await templates()).filter((item) => item.demo)) {
      const answer = await call('GET', `/pages/${code}/checks`);
      expect(answer.statusCode, code).toBe(200);
      const problems = body<{ problems: { level: string; path: string; message: string }[] }>(
        answer,
      ).response.problems;
      expect(
        problems.filter((p) => p.level === 'error').map((p) => `${p.path}: ${p.message}`),
        code,
      ).toEqual([]);
    }
  });

  it('lets any signed-in account mark a page under a category and unmark a seeded one; the page list says so', async () => {
    await save(testPage('tpl-mine', { title: '我的模板' }), editor);
    expect(await listed('tpl-mine')).toMatchObject({ template: false });
    expect(await templateOf('tpl-mine')).toBeUndefined();

    const marked = await mark('tpl-mine', true, editor, '讲座');
    expect(marked.statusCode).toBe(200);
    expect(body(marked).response).toEqual({ code: 'tpl-mine', template: true, category: '讲座' });
    expect(await listed('tpl-mine')).toMatchObject({ template: true });
    // The marketers' own come before the seeded ones.
    expect((await templates())[0]).toMatchObject({
      code: 'tpl-mine',
      demo: false,
      category: '讲座',
    });
    // Marked again without a category: the one it had.
    expect(body(await mark('tpl-mine', true, editor)).response).toMatchObject({ category: '讲座' });

    expect((await mark('template-double11', false, editor)).statusCode).toBe(200);
    expect(await templateOf('template-double11')).toBeUndefined();
    expect(await listed('template-double11')).toMatchObject({ demo: true, template: false });
    await mark('template-double11', true);
    expect(await templateOf('template-double11')).toMatchObject({ category: '节日' });

    // A seeded campaign is offered once marked, under the category chosen.
    expect(body(await mark('demo', true, admin, '活动')).response).toMatchObject({
      template: true,
      category: '活动',
    });
    expect(await templateOf('demo')).toMatchObject({ category: '活动', demo: true });
    await mark('demo', false);
  });

  it('refuses a category that is not one of the six, in Chinese, and changes nothing', async () => {
    await save(testPage('tpl-category', { title: '分类' }));
    const refused = await mark('tpl-category', true, admin, '其他');
    expect(refused.statusCode).toBe(400);
    expect(body(refused).msg).toBe('参数 category 只能是 开户、活动、讲座、直播、产品、节日');
    expect(await templateOf('tpl-category')).toBeUndefined();
  });

  it('refuses an unknown page, a body that is not a flag, a signed-out call and another site', async () => {
    const unknown = await mark('tpl-nobody', true);
    expect(unknown.statusCode).toBe(404);
    expect(body(unknown).msg).toBe('页面不存在');

    const flag = await call('PUT', '/pages/template-double11/template', { template: 'yes' });
    expect(flag.statusCode).toBe(400);
    expect(body(flag).msg).toBe('参数 template 应为布尔值');

    const signedOut = await mark('template-double11', false, {});
    expect(signedOut.statusCode).toBe(401);
    const crossSite = await mark('template-double11', false, {
      ...admin,
      origin: 'https://evil.example',
    });
    expect(crossSite.statusCode).toBe(403);
    expect((await call('GET', '/templates', undefined, {})).statusCode).toBe(401);
    expect(await templateOf('template-double11')).toBeDefined();
  });
});

describe('a page from a template', () => {
  const source = testPage('tpl-source', {
    title: '模板原页',
    meta: { keywords: '春季', description: '春季活动的介绍' },
    background: '#fdf3e7',
    is_auto_fit: 1,
    extra: { pageID: 4242, theme: 'spring' },
    share: { title: '分享标题', desc: '分享描述', image: '/seed-assets/demo.svg' },
    page_schema: [
      block('empty', { height: 40 }),
      { name: 'popup', value: { id: 'gift' }, children: [block('empty', { height: 10 })] },
      block('countdown', { type: 1, endTime: 1767225600000 }),
    ],
  });

  beforeAll(async () => {
    expect((await save(source)).statusCode).toBe(200);
    expect((await call('POST', '/pages/tpl-source/publish', {})).statusCode).toBe(200);
    expect((await mark('tpl-source', true)).statusCode).toBe(200);
  });

  it('takes the blocks and look, not the meta, share card, tracking id or history', async () => {
    const created = await createFrom('tpl-source', { code: 'tpl-copy', title: ' 新活动 ' }, editor);
    expect(created.statusCode).toBe(200);
    expect(body(created).response).toEqual({ code: 'tpl-copy' });

    const copy = await draftOf('tpl-copy');
    expect(copy).toMatchObject({ live_version: null, updated_by: 'tpl-editor', revision: 1 });
    expect(copy.draft).toEqual({
      code: 'tpl-copy',
      title: '新活动',
      background: '#fdf3e7',
      is_auto_fit: 1,
      page_schema: source.page_schema,
      meta: { keywords: '', description: '' },
      extra: { theme: 'spring' },
    });
    const versions = body<{ versions: unknown[] }>(await call('GET', '/pages/tpl-copy/versions'));
    expect(versions.response.versions).toEqual([]);
    // A new page is not a template, and the template is as it was.
    expect(await listed('tpl-copy')).toMatchObject({ demo: false, template: false });
    expect((await draftOf('tpl-source')).draft).toEqual(source);
  });

  it('starts from a seeded template, its footer and lead form stating the company of 企业信息', async () => {
    const company = {
      name: '深圳前海示范证券投资顾问有限公司',
      licence_number: 'ZX-0755-2027',
      hotline: '0755-88886666',
    };
    expect((await call('PUT', '/company', company)).statusCode).toBe(200);
    const created = await createFrom('template-open-account', {
      code: 'tpl-from-seeded',
      title: '我的开户活动',
    });
    expect(created.statusCode).toBe(200);
    const copy = await draftOf('tpl-from-seeded');
    const blocks = copy.draft.page_schema;
    const footer = blocks.find((b) => b.name === 'copyright')!;
    expect(footer.value.texts).toEqual({
      show: 'Copyright © {year} 深圳前海示范证券投资顾问有限公司 版权所有',
      show3:
        '本公司具备中国证监会核准的证券投资咨询业务资格，经营证券期货业务许可证编号：ZX-0755-2027',
      show5: '服务及投诉热线：0755-88886666（工作日 9:00–18:00）',
    });
    expect(blocks.find((b) => b.name === 'leadForm')!.value).toMatchObject({
      servicePhone: '0755-88886666',
      callbackNote: '深圳前海示范证券投资顾问有限公司客服会用 020 开头的号码回访您，请留意接听',
    });
    // Nothing of the demo company the template states is left for a visitor to read.
    const text = JSON.stringify(copy.draft);
    for (const fact of [SEED_COMPANY.name, SEED_COMPANY.licenceNumber, SEED_COMPANY.hotline]) {
      expect(text).not.toContain(fact);
    }
    // Otherwise the template's blocks as they are.
    const template = (await draftOf('template-open-account')).draft;
    expect(blocks.map((b) => b.name)).toEqual(template.page_schema.map((b) => b.name));
    expect(blocks.find((b) => b.name === 'text')).toEqual(
      template.page_schema.find((b) => b.name === 'text'),
    );
    expect(await listed('tpl-from-seeded')).toMatchObject({ demo: false, template: false });
    // What it carries passes the checks a submission is held to.
    const checks = body<{ problems: { level: string }[] }>(
      await call('GET', '/pages/tpl-from-seeded/checks'),
    ).response.problems;
    expect(checks.filter((p) => p.level === 'error')).toEqual([]);
  });

  it('refuses a taken code, naming it, and changes nothing', async () => {
    await save(testPage('tpl-taken', { title: '已有页面' }));
    const before = await draftOf('tpl-taken');
    const taken = await createFrom('tpl-source', { code: 'tpl-taken', title: '覆盖？' });
    expect(taken.statusCode).toBe(400);
    expect(body(taken)).toMatchObject({
      code: 'TEMPLATE_CODE_TAKEN',
      msg: '页面编码 tpl-taken 已被使用，请换一个',
    });
    expect(await draftOf('tpl-taken')).toEqual(before);
    // Its own code is taken too.
    const itself = await createFrom('tpl-source', { code: 'tpl-source', title: '自己' });
    expect(body(itself).code).toBe('TEMPLATE_CODE_TAKEN');
    expect((await draftOf('tpl-source')).draft).toEqual(source);
  });

  it('lets one of two creates of one code through', async () => {
    const [a, b] = await Promise.all([
      createFrom('tpl-source', { code: 'tpl-twice', title: '甲' }),
      createFrom('tpl-source', { code: 'tpl-twice', title: '乙' }, editor),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 400]);
    const winner = a.statusCode === 200 ? '甲' : '乙';
    expect((await draftOf('tpl-twice')).draft.title).toBe(winner);
  });

  it('refuses a page that is not offered, or no longer, and creates nothing', async () => {
    await save(testPage('tpl-plain'));
    const plain = await createFrom('tpl-plain', { code: 'tpl-from-plain', title: '甲' });
    expect(plain.statusCode).toBe(404);
    expect(body(plain)).toMatchObject({ code: 'TEMPLATE_NOT_FOUND', msg: '模板不存在或已取消' });
    const missing = await createFrom('tpl-nobody', { code: 'tpl-from-nobody', title: '乙' });
    expect(body(missing).code).toBe('TEMPLATE_NOT_FOUND');

    await save(testPage('tpl-dropped'));
    await mark('tpl-dropped', true);
    await mark('tpl-dropped', false);
    const dropped = await createFrom('tpl-dropped', { code: 'tpl-from-dropped', title: '丙' });
    expect(dropped.statusCode).toBe(404);
    for (const code of ['tpl-from-plain', 'tpl-from-nobody', 'tpl-from-dropped'])
      expect((await call('GET', `/pages/${code}`)).statusCode, code).toBe(404);
  });

  it('answers bad input with the field at fault, in Chinese, and creates nothing', async () => {
    const cases: [object, string][] = [
      [{ code: 'tpl bad', title: '甲' }, '参数 code 只能包含字母、数字、“_”和“-”'],
      [{ code: '', title: '甲' }, '参数 code 不能为空'],
      [{ code: 'x'.repeat(65), title: '甲' }, '参数 code 不能超过 64 个字符'],
      [{ title: '甲' }, '参数 code 不能为空'],
      [{ code: 'tpl-no-title', title: '   ' }, '参数 title 不能为空'],
      [{ code: 'tpl-long-title', title: '长'.repeat(201) }, '参数 title 不能超过 200 个字符'],
      [{ code: 'tpl-nul-title', title: '甲\u0000乙' }, '参数 title 格式不正确'],
    ];
    for (const [payload, msg] of cases) {
      const refused = await createFrom('tpl-source', payload);
      expect(refused.statusCode, msg).toBe(400);
      expect(body(refused).msg).toBe(msg);
    }
    for (const code of ['tpl-no-title', 'tpl-long-title', 'tpl-nul-title'])
      expect((await call('GET', `/pages/${code}`)).statusCode, code).toBe(404);
  });

  it('refuses a template whose draft the schema no longer accepts, with its problems', async () => {
    // Written past the routes (an old store): the routes would refuse it.
    await app.pages.saveDraft({
      ...testPage('tpl-stale'),
      page_schema: [block('countdown', { type: 1, endTime: 'soon' })],
    });
    await mark('tpl-stale', true);
    const refused = await createFrom('tpl-stale', { code: 'tpl-from-stale', title: '甲' });
    expect(refused.statusCode).toBe(400);
    const problems = body<{ problems: { path: string }[] }>(refused).response.problems;
    expect(problems.map((p) => p.path)).toContain('page_schema[0].value.endTime');
    expect((await call('GET', '/pages/tpl-from-stale')).statusCode).toBe(404);
  });
});

describe('thumbnails', () => {
  /** Saves a page titled `title` and marks it a template: the template as listed. */
  const savedTemplate = async (code: string, title: string) => {
    await save(testPage(code, { title }));
    await mark(code, true);
    return (await templateOf(code))!;
  };
  /**
   * Asks an address no longer current with the ETag its drawing had (`drawn`): the page as it is
   * now (`title`), drawn again and not kept.
   */
  const expectRedrawn = async (url: string, drawn: LightMyRequestResponse, title: string) => {
    const answer = await thumbnail(url, { 'if-none-match': drawn.headers.etag as string });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain(title);
    expect(answer.headers['cache-control']).toBe('private, no-cache');
    return answer;
  };

  it('without Chromium, draws the draft as SVG, kept for good at the URL naming its revision', async () => {
    const { thumbnail: url } = await savedTemplate('tpl-thumb', '缩略图页面');
    const drawn = await thumbnail(url);
    expect(drawn.statusCode).toBe(200);
    expect(drawn.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(drawn.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(drawn.headers['content-security-policy']).toContain("default-src 'none'");
    expect(drawn.body).toContain('<title>缩略图页面</title>');
    const etag = drawn.headers.etag as string;
    expect(etag).toMatch(/^"\d+-\d+"$/);

    for (const asked of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const same = await thumbnail(url, { 'if-none-match': asked });
      expect(same.statusCode, asked).toBe(304);
      expect(same.body).toBe('');
      expect(same.headers.etag).toBe(etag);
      expect(same.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    }
    // Without the revision, the answer may change: asked again each time.
    const bare = await thumbnail('/admin/api/pages/tpl-thumb/thumbnail');
    expect(bare.headers['cache-control']).toBe('private, no-cache');
    expect(bare.headers.etag).toBe(etag);
  });

  it('follows a saved draft: a new URL and ETag, the old URL no longer kept', async () => {
    const before = await savedTemplate('tpl-moving', '第一稿');
    const first = await thumbnail(before.thumbnail);
    expect(first.body).toContain('第一稿');

    await save(testPage('tpl-moving', { title: '第二稿' }));
    const after = (await templateOf('tpl-moving'))!;
    expect(after.revision).toBe(before.revision + 1);
    expect(after.thumbnail).not.toBe(before.thumbnail);
    const old = await expectRedrawn(before.thumbnail, first, '第二稿');
    expect(old.headers.etag).not.toBe(first.headers.etag);
    expect((await thumbnail(after.thumbnail)).headers['cache-control']).toContain('immutable');
  });

  it('never lets a page deleted and made again under its code show the old drawing', async () => {
    const old = await savedTemplate('tpl-again', '旧页面');
    const oldDrawing = await thumbnail(old.thumbnail);
    expect((await call('DELETE', '/pages/tpl-again', { confirm: 'tpl-again' })).statusCode).toBe(
      200,
    );

    const again = await savedTemplate('tpl-again', '新页面');
    // The same revision number, but another page: another URL and ETag.
    expect(again.revision).toBe(old.revision);
    expect(again.thumbnail).not.toBe(old.thumbnail);
    await expectRedrawn(old.thumbnail, oldDrawing, '新页面');
  });

  it('answers an unknown page 404 and a bad revision 400', async () => {
    const unknown = await thumbnail('/admin/api/pages/tpl-nobody/thumbnail?rev=1&page=1');
    expect(unknown.statusCode).toBe(404);
    expect(body(unknown).msg).toBe('页面不存在');
    const bad = await thumbnail('/admin/api/pages/template-double11/thumbnail?rev=latest');
    expect(bad.statusCode).toBe(400);
    expect(body(bad).msg).toBe('参数 rev 应为整数');
    const signedOut = await app.inject({
      method: 'GET',
      url: '/admin/api/pages/template-double11/thumbnail',
    });
    expect(signedOut.statusCode).toBe(401);
  });

  describe('pictures', () => {
    let fake: FakeServer;
    let upload: string;
    beforeAll(async () => {
      fake = await startFakeServer();
      const png = await sharp({
        create: { width: 60, height: 30, channels: 3, background: '#3366ff' },
      })
        .png()
        .toBuffer();
      const boundary = '----tpltest';
      const form = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="banner.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        png,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const answer = await app.inject({
        method: 'POST',
        url: '/admin/api/media',
        headers: { ...admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: form,
      });
      upload = body<{ url: string }>(answer).response.url;
    });
    afterAll(async () => {
      await fake.close();
    });

    const embedded = (svg: string) => svg.match(/href="data:image\/[a-z+]+;base64,/g) ?? [];

    it('embeds uploads and the seed’s pictures, and never asks another host', async () => {
      const host = fake.baseUrl;
      await save(
        testPage('tpl-pictures', {
          background: `${host}/seed-assets/demo.svg`,
          page_schema: [
            image(`${host}/media/${'a'.repeat(64)}.png`),
            image(`//${host.slice('http://'.length)}/seed-assets/demo.svg`),
            image(upload),
          ],
        }),
      );
      const first = await thumbnail('/admin/api/pages/tpl-pictures/thumbnail');
      expect(first.statusCode).toBe(200);
      expect(embedded(first.body)).toEqual(['href="data:image/webp;base64,']);
      expect(fake.requests).toEqual([]);

      await save(
        testPage('tpl-seed-picture', {
          page_schema: [image(`/media/${'b'.repeat(64)}.png`), image('/seed-assets/demo.svg')],
        }),
      );
      const second = await thumbnail('/admin/api/pages/tpl-seed-picture/thumbnail');
      // The missing upload is outlined; the seed's banner is drawn.
      expect(embedded(second.body)).toEqual(['href="data:image/svg+xml;base64,']);
      expect(second.body).toContain('>图片<');
    });

    it('reads only this site’s picture paths, in process', async () => {
      const load = ownPictureLoader(app);
      const host = fake.baseUrl.slice('http://'.length);
      const refused = [
        `${fake.baseUrl}/seed-assets/demo.svg`,
        `//${host}/seed-assets/demo.svg`,
        '/seed-assets/../seed-assets/demo.svg',
        '/seed-assets/%2e%2e/seed-assets/demo.svg',
        '/media/%2e%2e/seed-assets/demo.svg',
        `${upload}/../../seed-assets/demo.svg`,
        '/seed-assets/demo.svg?x=1',
        '/seed-assets/demo.svg#x',
        '/\\seed-assets/demo.svg',
        '/admin/api/pages',
        '/media/not-a-hash.png',
        upload.replace(/\.png$/, '.mp4'),
      ];
      for (const url of refused) expect(await load(url), url).toBeNull();
      expect(fake.requests).toEqual([]);
      expect(await load('/seed-assets/demo.svg')).toMatchObject({ type: 'image/svg+xml' });
      expect(await load(upload)).toMatchObject({ type: 'image/webp' });
    });

    it('draws a page of popups only, and a background picture', async () => {
      await save(
        testPage('tpl-popups', {
          background: '/seed-assets/demo.svg',
          page_schema: [{ name: 'popup', value: { id: 'gift' }, children: [image(upload)] }],
        }),
      );
      const drawn = await thumbnail('/admin/api/pages/tpl-popups/thumbnail');
      expect(drawn.statusCode).toBe(200);
      // The background only: the popup's picture is not on the first screen.
      expect(embedded(drawn.body)).toEqual(['href="data:image/svg+xml;base64,']);
      expect(drawn.body).toContain('正文为空，只有弹窗');
      expect(drawn.body).toContain('含 1 个弹窗');
    });
  });
});
