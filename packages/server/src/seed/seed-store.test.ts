import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { eq, like, sql } from 'drizzle-orm';
import { pgTable, text } from 'drizzle-orm/pg-core';
import { openAppStore } from '../app-store.ts';
import type { AppStore } from '../app-store.ts';
import { sqlRows } from '../store/sql-rows.ts';
import { pageSeeds } from './refresh-seeded-pages.ts';
import { seedStore } from './seed-store.ts';
import { builtSeedVersion } from './seed-version.ts';

const storeFlags = pgTable('store_flags', { name: text('name').notNull() });

// A seed page added since the store was first seeded: no page and no record of it.
const CODE = 'buy-jjzy-steady';

let store: AppStore;
beforeAll(async () => {
  store = await openAppStore({ dataDir: ':memory:', databaseUrl: null, seed: false });
  await seedStore(store.db, undefined, { version: 'build-1' });
});
afterAll(async () => {
  await store.close();
});

const forgetPage = async () => {
  expect(await store.pages.removeWithRecords(CODE)).toBe(true);
  await store.db.delete(pageSeeds).where(eq(pageSeeds.code, CODE));
};
const seedFlags = async () =>
  (await store.db.select().from(storeFlags).where(like(storeFlags.name, 'seed-%'))).length;

describe('seeding a store again', () => {
  it('writes the whole seed into an empty store and records it', async () => {
    expect((await store.pages.getPublished('demo'))?.page.code).toBe('demo');
    expect((await store.pages.getPublished(CODE))?.page.code).toBe(CODE);
    expect(await seedFlags()).toBe(1);
  });

  it('skips bringing pages up to a seed it already wrote', async () => {
    await forgetPage();
    await seedStore(store.db, undefined, { version: 'build-1' });
    expect(await store.pages.getDraft(CODE)).toBeNull();
  });

  it('still writes what the store misses', async () => {
    await store.db.execute(sql`DELETE FROM coupon_batches`);
    await seedStore(store.db, undefined, { version: 'build-1' });
    const rows = await sqlRows(store.db, sql`SELECT 1 AS one FROM coupon_batches LIMIT 1`);
    expect(rows).toHaveLength(1);
  });

  it('writes a new seed in full, in place of the one recorded', async () => {
    await seedStore(store.db, undefined, { version: 'build-2' });
    expect((await store.pages.getPublished(CODE))?.page.code).toBe(CODE);
    expect(await seedFlags()).toBe(1);
  });

  it('writes it in full at every start without a version', async () => {
    await forgetPage();
    await seedStore(store.db, undefined, { version: null });
    expect((await store.pages.getPublished(CODE))?.page.code).toBe(CODE);
  });
});

describe('the seed version', () => {
  it('is a digest of the built server beside the running file, and none from TypeScript sources', () => {
    expect(builtSeedVersion(import.meta.url)).toBeNull();
    expect(builtSeedVersion('file:///nowhere/main.js')).toBeNull();
    const dir = mkdtempSync(join(tmpdir(), 'h5-seed-version-'));
    try {
      writeFileSync(join(dir, 'main.js'), 'export const seed = 1;\n');
      writeFileSync(join(dir, 'import-page.js'), 'export const tool = 1;\n');
      const server = builtSeedVersion(pathToFileURL(join(dir, 'main.js')).href);
      expect(server).toMatch(/^[0-9a-f]{64}$/);
      // A tool built beside the server writes the server's seed, not one of its own.
      expect(builtSeedVersion(pathToFileURL(join(dir, 'import-page.js')).href)).toBe(server);
      writeFileSync(join(dir, 'main.js'), 'export const seed = 2;\n');
      expect(builtSeedVersion(pathToFileURL(join(dir, 'import-page.js')).href)).not.toBe(server);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
