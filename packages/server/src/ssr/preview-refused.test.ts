import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { previewToken } from '../editor-session/preview-token.ts';
import { body, signedInRenderingApp } from '#test/support/admin.ts';
import { testPage } from '#test/support/pages.ts';

// A preview link that no longer opens its draft says why, on a small page of the product's own,
// and what to do; the builder's and the visitor pages' icon is the product's mark.

let app: FastifyInstance;
let headers: { cookie: string };
beforeAll(async () => {
  let cookie: string;
  ({ app, cookie } = await signedInRenderingApp());
  headers = { cookie };
  await app.pages.saveDraft(testPage('spring', { title: '春季草稿' }));
});
afterAll(async () => {
  await app?.close();
});

const makeLink = async () => {
  const answer = await app.inject({
    method: 'POST',
    url: '/admin/api/pages/spring/preview-link',
    headers,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  const { id, url } = body<{ id: string; url: string }>(answer).response;
  return { id, token: new URL(url, 'http://x').searchParams.get('preview_token') ?? '' };
};
const openPreview = (token?: string) =>
  app.inject(
    `/h5-page/h5/spring?isPreview=1${token === undefined ? '' : `&preview_token=${token}`}`,
  );

function expectRefusal(
  answer: Awaited<ReturnType<typeof openPreview>>,
  title: string,
  hint: RegExp,
) {
  expect(answer.statusCode).toBe(403);
  expect(answer.headers['content-type']).toMatch(/^text\/html/);
  expect(answer.headers['cache-control']).toBe('no-store');
  expect(answer.body).toContain(`<h1>${title}</h1>`);
  expect(answer.body).toMatch(hint);
  // The product's mark, not the visitor app's not-found page, and never the draft.
  expect(answer.body).toContain('#cf2b24');
  expect(answer.body).not.toContain('春季草稿');
  expect(answer.body).not.toContain('页面不存在');
}

describe('a refused preview link', () => {
  it('a good link shows its draft', async () => {
    const { token } = await makeLink();
    const answer = await openPreview(token);
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('春季草稿');
  });

  it('says 已过期 when its time is up, and to ask for a new one', async () => {
    const { id } = await makeLink();
    const expired = await previewToken.sign(
      app.config.jwtSecret,
      'spring',
      id,
      new Date(Date.now() - 1000),
    );
    expectRefusal(await openPreview(expired), '预览链接已过期', /重新生成预览链接/);
  });

  it('says 无效 when revoked, tampered with, for another page or missing', async () => {
    const { id, token } = await makeLink();
    const revoked = await app.inject({
      method: 'DELETE',
      url: `/admin/api/pages/spring/preview-links/${id}`,
      headers,
    });
    expect(revoked.statusCode).toBe(200);
    expectRefusal(await openPreview(token), '预览链接无效', /已被撤销/);

    const fresh = await makeLink();
    const tampered = `${fresh.token.slice(0, -3)}abc`;
    expectRefusal(await openPreview(tampered), '预览链接无效', /复制完整/);
    const other = await previewToken.sign(
      app.config.jwtSecret,
      'autumn',
      fresh.id,
      new Date(Date.now() + 60_000),
    );
    expectRefusal(await openPreview(other), '预览链接无效', /复制完整/);
    expectRefusal(await openPreview(), '预览链接无效', /先登录/);
  });

  it('an editor signed in still previews without a link', async () => {
    const answer = await app.inject({ url: '/h5-page/h5/spring?isPreview=1', headers });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('春季草稿');
  });
});

describe('the icon', () => {
  it('is the product mark as SVG, kept by browsers for a year', async () => {
    const answer = await app.inject('/favicon.svg');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000');
    expect(answer.headers['x-frame-options']).toBeUndefined();
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(answer.body).toContain('fill="#cf2b24"');
  });

  it('answers /favicon.ico with an ICO of 16, 32 and 48 px PNGs', async () => {
    const answer = await app.inject('/favicon.ico');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('image/x-icon');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000');
    const ico = answer.rawPayload;
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 3]);
    const sizes = [0, 1, 2].map((i) => ico.readUInt8(6 + 16 * i));
    expect(sizes).toEqual([16, 32, 48]);
    for (let i = 0; i < 3; i++) {
      const length = ico.readUInt32LE(6 + 16 * i + 8);
      const offset = ico.readUInt32LE(6 + 16 * i + 12);
      expect(offset + length).toBeLessThanOrEqual(ico.length);
      expect(ico.subarray(offset, offset + 8).toString('hex')).toBe('89504e470d0a1a0a');
    }
  });

  it('is linked by the visitor pages and the builder', async () => {
    const link = '<link rel="icon" href="/favicon.svg" type="image/svg+xml"';
    expect((await openPreview(undefined)).body).toContain(link);
    const visitor = await app.inject({ url: '/h5-page/h5/spring?isPreview=1', headers });
    expect(visitor.body).toContain(link);
    const builder = await app.inject('/admin/');
    expect(builder.statusCode).toBe(200);
    expect(builder.body).toContain(link);
  });
});
