import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { body, signedInRenderingApp } from '#test/support/admin.ts';
import { appForAll } from '#test/support/app-for-all.ts';
import { testPage } from '#test/support/pages.ts';
import { rulePacksStamp } from '@h5-page/blocks/compliance/rule-packs';

// With server rendering: each version keeps what visitors were sent when it went live.
let app: FastifyInstance;
let cookie: string;
appForAll(async () => ({ app, cookie } = await signedInRenderingApp()).app);

const page = (title: string) =>
  testPage('archived', {
    title,
    page_schema: [
      {
        name: 'image',
        value: { url: '/seed-assets/demo.svg', alt: '活动横幅', width: 750, height: 360 },
        children: [],
      },
      { name: 'copyright', value: { show: true, fxts: true }, children: [] },
    ],
  });
const publish = async (title: string) => {
  await app.pages.saveDraft(page(title));
  const answer = await app.inject({
    method: 'POST',
    url: '/admin/api/pages/archived/publish',
    headers: { cookie },
    payload: {},
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return body<{ version: number }>(answer).response.version;
};
const archive = (version: number, query = '') =>
  app.inject({
    method: 'GET',
    url: `/admin/api/pages/archived/versions/${version}/archive${query}`,
    headers: { cookie },
  });

describe('what visitors saw, kept', () => {
  it('archives each version as it goes live, as one self-contained file, never replaced', async () => {
    const first = await publish('春季活动第一版');
    // Rendered as it went live, before any visitor came.
    await expect.poll(async () => (await archive(first)).statusCode).toBe(200);
    const file = await archive(first);
    expect(file.headers['content-type']).toContain('text/html');
    expect(file.headers['content-security-policy']).toContain('sandbox');
    // The rule packs in force when it went live, for a filing to cite.
    expect(file.headers['x-rule-packs']).toBe(rulePacksStamp());
    expect(file.body).toContain('春季活动第一版');
    expect(file.body).toContain('alt="活动横幅"');
    expect(file.body).toContain('src="data:image/svg+xml;base64,');
    expect(file.body).toContain('<style>');
    expect(file.body).not.toMatch(/<script/i);
    expect(file.body).not.toContain('rel="stylesheet"');

    const sent = await archive(first, '?as=sent');
    expect(sent.body).toContain('春季活动第一版');
    expect(sent.body).toContain('<script');
    expect(sent.body).toContain('/seed-assets/demo.svg');

    const download = await archive(first, '?download=1');
    expect(download.headers['content-disposition']).toBe('attachment; filename="archived-v1.html"');

    const second = await publish('春季活动第二版');
    await expect.poll(async () => (await archive(second)).statusCode).toBe(200);
    expect((await archive(second)).body).toContain('春季活动第二版');
    // A visitor's later rendering never replaces an archive.
    await app.inject({ method: 'GET', url: '/h5-page/h5/archived' });
    expect((await archive(first)).body).toContain('春季活动第一版');
    expect((await archive(first)).body).not.toContain('春季活动第二版');
  });

  it('answers 404 for a version without an archive, 400 for a bad number', async () => {
    const missing = await archive(99);
    expect(missing.statusCode).toBe(404);
    expect(body(missing).code).toBe('ARCHIVE_NOT_FOUND');
    expect((await archive(0)).statusCode).toBe(400);
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/admin/api/pages/archived/versions/1/archive',
        })
      ).statusCode,
    ).toBe(401);
  });

  it('shows an editor the revision of a review request in the page itself', async () => {
    await app.pages.saveDraft(page('提交审核的版本'));
    const submitted = await app.inject({
      method: 'POST',
      url: '/admin/api/pages/archived/submit',
      headers: { cookie },
      payload: {},
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const { id } = body<{ review: { id: number } }>(submitted).response.review;
    await app.pages.saveDraft(page('之后又改了'));
    const shown = await app.inject({
      method: 'GET',
      url: `/h5-page/h5/archived?isPreview=1&review=${id}`,
      headers: { cookie },
    });
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('提交审核的版本');
    expect(shown.body).not.toContain('之后又改了');
    const anonymous = await app.inject({
      method: 'GET',
      url: `/h5-page/h5/archived?isPreview=1&review=${id}`,
    });
    expect(anonymous.statusCode).toBe(403);
  });
});
