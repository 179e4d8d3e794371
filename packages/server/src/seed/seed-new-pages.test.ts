import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { openAppStore } from '../app-store.ts';
import type { AppStore } from '../app-store.ts';
import { pageSeeds } from './refresh-seeded-pages.ts';
import { seedNewPages } from './seed-new-pages.ts';
import { SEED_PAGES } from './seed.ts';

const CODE = 'buy-jjzy-steady';

let store: AppStore;
beforeAll(async () => {
  store = await openAppStore({ dataDir: ':memory:', databaseUrl: null });
});
afterAll(async () => {
  await store.close();
});

describe('seed pages new since a store was seeded', () => {
  it('a page the seed wrote and an editor deleted stays deleted', async () => {
    expect(await store.pages.removeWithRecords(CODE)).toBe(true);
    expect(await seedNewPages(store.db, store.pages, SEED_PAGES)).toEqual([]);
    expect(await store.pages.getDraft(CODE)).toBeNull();
  });

  it('a seed page the store never had is added, published', async () => {
    // As in a store seeded before the page existed: no record of it.
    await store.db.delete(pageSeeds).where(eq(pageSeeds.code, CODE));
    expect(await seedNewPages(store.db, store.pages, SEED_PAGES)).toEqual([CODE]);
    expect((await store.pages.getPublished(CODE))?.page.code).toBe(CODE);
    expect(await seedNewPages(store.db, store.pages, SEED_PAGES)).toEqual([]);
  });
});
