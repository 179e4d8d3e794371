import { describe, expect, it, vi } from 'vitest';
import { PublishedPageCache } from './published-page-cache.ts';
import type { PageRepository, PublishedPageJson } from './page-repository.ts';

/** A repository double holding one page whose published version the test moves. */
function fakePages() {
  const state: { published: PublishedPageJson | null; exists: boolean; failing: boolean } = {
    published: {
      pageId: 1,
      versionId: 10,
      version: 1,
      json: '{"code":"demo","title":"v1"}',
      startsAt: null,
      endsAt: null,
      afterEnd: null,
      switchAt: null,
    },
    exists: true,
    failing: false,
  };
  const check = () => {
    if (state.failing) throw new Error('database is down');
  };
  const pages = {
    getPublishedVersionId: vi.fn(async () => {
      check();
      return state.exists ? (state.published?.versionId ?? null) : undefined;
    }),
    getPublishedPointer: vi.fn(async () => {
      check();
      const published = state.exists ? state.published : null;
      return published
        ? { versionId: published.versionId, switchAt: published.switchAt?.getTime() ?? null }
        : null;
    }),
    getPublishedJson: vi.fn(async () => {
      check();
      return state.exists ? state.published : null;
    }),
  };
  return { state, pages, repository: pages as unknown as PageRepository };
}

/** The page's second version as the store reads it, live at once. */
const versionTwo = () => ({
  pageId: 1,
  versionId: 11,
  version: 2,
  json: '{"code":"demo","title":"v2"}',
  startsAt: null,
  endsAt: null,
  afterEnd: null,
  switchAt: null,
});

describe('PublishedPageCache', () => {
  it('answers from memory within a second, with the envelope ready to send', async () => {
    const { pages, repository } = fakePages();
    let now = 0;
    const cache = new PublishedPageCache(repository, { now: () => now });
    const first = await cache.get('demo');
    expect(first).toMatchObject({
      versionId: 10,
      body: '{"code":1,"msg":"success","response":{"activity_page":{"code":"demo","title":"v1"}}}',
    });
    now = 999;
    const second = cache.get('demo');
    expect(second).toBe(first); // synchronous: no promise, no query
    expect(pages.getPublishedJson).toHaveBeenCalledTimes(1);
    expect(pages.getPublishedPointer).toHaveBeenCalledTimes(0);
  });

  it('re-checks the version after a second, and reloads only when it changed', async () => {
    const { state, pages, repository } = fakePages();
    let now = 0;
    const cache = new PublishedPageCache(repository, { now: () => now });
    const v1 = await cache.get('demo');
    now = 1000;
    expect(await cache.get('demo')).toBe(v1);
    expect(pages.getPublishedPointer).toHaveBeenCalledTimes(1);
    expect(pages.getPublishedJson).toHaveBeenCalledTimes(1);

    state.published = versionTwo();
    now = 2000;
    const v2 = await cache.get('demo');
    expect(v2).toMatchObject({ versionId: 11, version: 2 });
    expect(typeof v1 === 'object' && typeof v2 === 'object' && v1.etag !== v2.etag).toBe(true);
  });

  it('reads the store again at the instant a scheduled version starts, within the second', async () => {
    const { state, pages, repository } = fakePages();
    let now = 0;
    const cache = new PublishedPageCache(repository, { now: () => now });
    state.published = { ...state.published!, switchAt: new Date(500) };
    expect(await cache.get('demo')).toMatchObject({ versionId: 10, switchAt: 500 });
    now = 499;
    expect(cache.get('demo')).toMatchObject({ versionId: 10 });
    state.published = { ...state.published, versionId: 11, version: 2, switchAt: null };
    now = 500;
    expect(await cache.get('demo')).toMatchObject({ versionId: 11 });
    expect(pages.getPublishedJson).toHaveBeenLastCalledWith('demo', 500);
  });

  it('reads the store again at once after drop()', async () => {
    const { state, repository } = fakePages();
    const cache = new PublishedPageCache(repository, { now: () => 0 });
    await cache.get('demo');
    state.published = versionTwo();
    expect(await cache.get('demo')).toMatchObject({ versionId: 10 });
    cache.drop('demo');
    expect(await cache.get('demo')).toMatchObject({ versionId: 11 });
  });

  it('shares one load between concurrent requests', async () => {
    const { pages, repository } = fakePages();
    const cache = new PublishedPageCache(repository);
    const results = await Promise.all(Array.from({ length: 20 }, () => cache.get('demo')));
    expect(new Set(results).size).toBe(1);
    expect(pages.getPublishedJson).toHaveBeenCalledTimes(1);
  });

  it('tells missing pages from unpublished ones, and remembers both briefly', async () => {
    const { state, pages, repository } = fakePages();
    const cache = new PublishedPageCache(repository, { now: () => 0 });
    state.exists = false;
    expect(await cache.get('nope')).toBe('missing');
    expect(cache.get('nope')).toBe('missing');
    state.exists = true;
    state.published = null;
    expect(await cache.get('draft')).toBe('unpublished');
    expect(pages.getPublishedJson).toHaveBeenCalledTimes(2);
  });

  it('keeps serving the last version while the database fails', async () => {
    const { state, repository } = fakePages();
    let now = 0;
    const onError = vi.fn();
    const cache = new PublishedPageCache(repository, { now: () => now, onError });
    const v1 = await cache.get('demo');
    state.failing = true;
    now = 5000;
    expect(await cache.get('demo')).toBe(v1);
    expect(onError).toHaveBeenCalledTimes(1);
    await expect(cache.get('other')).rejects.toThrow('database is down');
  });

  it('holds at most maxEntries pages', async () => {
    const { repository } = fakePages();
    const cache = new PublishedPageCache(repository, { maxEntries: 3 });
    for (const code of ['a', 'b', 'c', 'd', 'e']) await cache.get(code);
    expect(cache.size).toBe(3);
  });
});
