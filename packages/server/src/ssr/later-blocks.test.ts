import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '@h5-page/schema/constants';
import type { InlinedPageData } from '@h5-page/schema/client-config';
import { firstScreen } from '@h5-page/schema/first-screen';
import type { Block } from '@h5-page/schema/page';
import { activityPagePath } from '@h5-page/schema/page-route';
import { isStaticBlock } from '@h5-page/schema/static-blocks';
import { VARIANT_COOKIE } from '@h5-page/schema/variants';
import { build } from '../app.ts';
import { testPage } from '#test/support/pages.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await build({ config: { dataDir: ':memory:' } });
});
afterAll(async () => {
  await app.close();
});

const tall = (height: number): Block => ({ name: 'empty', value: { height }, children: [] });
const button = (text: string): Block => ({
  name: 'button',
  value: { type: 'text', text, action: { type: 7, atext: '/h5-page/course' } },
  children: [],
});

/** The data a published document inlined, and the address it names for the rest. */
async function documentData(path: string, cookie?: string): Promise<InlinedPageData> {
  const page = await app.inject({ method: 'GET', url: path, headers: cookie ? { cookie } : {} });
  expect(page.statusCode).toBe(200);
  const json = /<script id="__H5_DATA__" type="application\/json">([\s\S]*?)<\/script>/.exec(
    page.body,
  )?.[1];
  return JSON.parse(json!) as InlinedPageData;
}

const fetchBlocks = (address: string) => app.inject({ method: 'GET', url: address });

describe('the blocks a published document leaves for later', () => {
  it('inlines the demo first screen whole and the rest as stubs, whose whole blocks its address answers', async () => {
    const data = await documentData('/h5-page/h5/demo');
    const published = (await app.pages.getPublished('demo'))!;
    const whole = published.page.page_schema;
    const inlined = data.page!.page_schema;
    const screen = firstScreen(whole);
    expect(screen.indices.size).toBeLessThan(whole.length);
    expect(inlined.map((block) => block.name)).toEqual(whole.map((block) => block.name));
    inlined.forEach((block, index) => {
      if (screen.indices.has(index)) expect(block).toEqual(whole[index]);
      else expect(block.children).toEqual([]);
      expect(isStaticBlock(block), `page_schema[${index}]`).toBe(isStaticBlock(whole[index]!));
    });
    // The HTML is whole all the same: a text far down is in it.
    const page = await app.inject({ method: 'GET', url: '/h5-page/h5/demo' });
    expect(page.body).toContain('巡讲');

    expect(data.laterBlocks).toBe(
      `${API_PATHS.PAGE_BLOCKS}?code=demo&version=${published.versionId}`,
    );
    const answer = await fetchBlocks(data.laterBlocks!);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('public, max-age=600');
    const later = answer.json();
    expect(later).toMatchObject({ code: 1, msg: 'success' });
    expect(later.response.version).toBe(published.versionId);
    expect(later.response.page_schema).toEqual(whole);
    // The course and product cards sit far down: their reads come with their blocks, filled.
    expect(data.reads).toBeUndefined();
    expect(Object.keys(later.response.reads).sort()).toEqual([
      '/n8sf/api/video/v1/list?limit=3',
      '/oabase/api/personal-app/v1/topic-products?topic=jjfz',
    ]);
    expect(later.response.reads['/n8sf/api/video/v1/list?limit=3'].list).toHaveLength(3);
  });

  it('answers the variant the document showed, and the current version, unkept, for one since replaced', async () => {
    await app.pages.saveDraft(
      testPage('later-ab', {
        page_schema: [tall(2000), button('立即领取')],
        variants: [
          { key: 'a', weight: 50, page_schema: [tall(2000), button('立即领取')] },
          { key: 'b', weight: 50, page_schema: [tall(2000), button('马上领取')] },
        ],
      }),
    );
    await app.pages.publish('later-ab', '');
    const data = await documentData(activityPagePath('later-ab'), `${VARIANT_COOKIE}=b`);
    expect(data.variant).toBe('b');
    expect(data.page!.page_schema[1]).toEqual({ name: 'button', value: {}, children: [] });
    const b = (await fetchBlocks(data.laterBlocks!)).json();
    expect(b.response.page_schema[1].value.text).toBe('马上领取');
    const first = b.response.version as number;

    await app.pages.saveDraft(
      testPage('later-ab', { page_schema: [tall(2000), button('春季领取')] }),
    );
    await app.pages.publish('later-ab', '');
    const stale = await fetchBlocks(`${API_PATHS.PAGE_BLOCKS}?code=later-ab&version=${first}`);
    expect(stale.statusCode).toBe(200);
    expect(stale.headers['cache-control']).toBe('no-store');
    expect(stale.json().response.version).not.toBe(first);
    expect(stale.json().response.page_schema[1].value.text).toBe('春季领取');
  });

  it('names no address on a page whose blocks all fit its first screen: nothing is left to ask for', async () => {
    await app.pages.saveDraft(testPage('later-short', { page_schema: [button('立即领取')] }));
    await app.pages.publish('later-short', '');
    const data = await documentData(activityPagePath('later-short'));
    expect(data.laterBlocks).toBeUndefined();
    expect(data.page!.page_schema).toEqual([button('立即领取')]);
  });

  it('refuses what names no published page, variant or version, saying which', async () => {
    const refused = async (query: string, status: number, words: RegExp) => {
      const answer = await fetchBlocks(`${API_PATHS.PAGE_BLOCKS}?${query}`);
      expect(answer.statusCode, query).toBe(status);
      expect(answer.json().msg, query).toMatch(words);
      expect(answer.json().response).toBeNull();
    };
    await refused('code=nobody-here&version=1', 404, /页面不存在/);
    await app.pages.saveDraft(testPage('later-draft'));
    await refused('code=later-draft&version=1', 404, /尚未发布/);
    await refused('code=demo&version=abc', 400, /version/);
    await refused('code=demo', 400, /version/);
    await refused('code=de%20mo&version=1', 400, /code/);
    await refused('code=demo&version=1&variant=Z!', 400, /variant/);
    await refused('code=demo&version=1&variant=b', 400, /方案 b/);
  });
});
