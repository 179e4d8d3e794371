import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityPage } from '@h5-page/schema/page';
import { validatePage } from '@h5-page/schema/validate-page';
import { openAppStore } from '../app-store.ts';
import type { AppStore } from '../app-store.ts';
import { createTestDatabase } from '#test/support/postgres.ts';
import { SEED_UPDATE_NOTE, refreshSeededPages } from './refresh-seeded-pages.ts';
import { ROUTE_PAGES, templatePages } from './route-pages.ts';

const STORES: [string, () => Promise<{ store: AppStore; drop: () => Promise<void> }>][] = [
  [
    'PGlite',
    async () => ({
      store: await openAppStore({ dataDir: ':memory:', databaseUrl: null }),
      drop: async () => {},
    }),
  ],
  [
    'PostgreSQL',
    async () => {
      const db = await createTestDatabase();
      return {
        store: await openAppStore({ dataDir: ':memory:', databaseUrl: db.url }),
        drop: () => db.drop(),
      };
    },
  ],
];

/** What the seed stored for a route before its campaign: the template, as validated on import. */
const storedTemplate = (code: string): ActivityPage => {
  const result = validatePage(templatePages(code)[0]);
  if (!result.ok) throw new Error(`template of ${code} is invalid`);
  return result.page;
};
const seedOf = (code: string) => ROUTE_PAGES.find((page) => page.code === code)!;
const names = (page: ActivityPage | undefined) => page?.page_schema.map((b) => b.name) ?? [];

describe.each(STORES)('refreshing seeded pages on %s', (_name, open) => {
  let store: AppStore;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ store, drop } = await open());
  });
  afterAll(async () => {
    await store.close();
    await drop();
  });
  const refresh = (seeds: ActivityPage[]) =>
    refreshSeededPages(store.db, seeds, { earlierSeeds: templatePages });

  it('a fresh store already has the current seed: nothing to do', async () => {
    expect(names((await store.pages.getDraft('xunjiang'))?.page)).toContain('tourMap');
    expect(await refresh([seedOf('xunjiang')])).toEqual([]);
  });

  it('brings a page still exactly the old template up to date, draft and live', async () => {
    // A data dir seeded before the campaign was built: the template, published.
    await store.pages.importPage(storedTemplate('xunjiang'), '初始页面');
    expect(names((await store.pages.getPublished('xunjiang'))?.page)).not.toContain('tourMap');
    const before = (await store.pages.getDraft('xunjiang'))!.revision;
    expect(await refresh([seedOf('xunjiang')])).toEqual(['xunjiang']);
    const refreshed = await store.pages.getDraft('xunjiang');
    expect(names(refreshed?.page)).toContain('tourMap');
    // Another draft, another revision (a save based on the old one is refused).
    expect(refreshed?.revision).toBe(before + 1);
    expect(names((await store.pages.getPublished('xunjiang'))?.page)).toContain('tourMap');
    const [latest] = await store.pages.listVersions('xunjiang');
    expect(latest?.note).toBe(SEED_UPDATE_NOTE);
    // Once is enough.
    expect(await refresh([seedOf('xunjiang')])).toEqual([]);
  });

  it('never touches a page an editor changed (draft, or live version)', async () => {
    const template = storedTemplate('jz2024xunjiang');
    await store.pages.importPage({ ...template, title: '编辑改过的标题' });
    expect(await refresh([seedOf('jz2024xunjiang')])).toEqual([]);
    expect((await store.pages.getDraft('jz2024xunjiang'))?.page.title).toBe('编辑改过的标题');

    // Live version edited, draft put back to the template: still the editor's page.
    await store.pages.saveDraft(template);
    expect(await refresh([seedOf('jz2024xunjiang')])).toEqual([]);
    expect(names((await store.pages.getDraft('jz2024xunjiang'))?.page)).not.toContain('tourMap');
  });

  it('follows later seeds too: content it wrote once is recorded', async () => {
    const current = seedOf('jz2025xunjiang');
    const next = { ...current, title: `${current.title}（新版）` };
    expect(await refresh([next])).toEqual(['jz2025xunjiang']);
    expect((await store.pages.getPublished('jz2025xunjiang'))?.page.title).toBe(next.title);
    // Going back is an update as well: the first seed's digest was recorded.
    expect(await refresh([current])).toEqual(['jz2025xunjiang']);
  });

  it('leaves alone a page that does not exist', async () => {
    expect(await refresh([{ ...seedOf('xunjiang'), code: 'no-such-page' }])).toEqual([]);
    expect(await store.pages.getDraft('no-such-page')).toBeNull();
  });
});

describe('earlier route templates', () => {
  it('include the success page as it once claimed success', () => {
    const titles = templatePages('InviteFriends-success').map((page) => page.title);
    expect(titles).toEqual(['邀请注册结果', '注册成功 · 奖励已到账']);
    expect(templatePages('no-such-route')).toEqual([]);
  });
});
