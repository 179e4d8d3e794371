import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { vi } from 'vitest';
import type * as PgliteModule from '@electric-sql/pglite';
import type { PGliteOptions } from '@electric-sql/pglite';
import type * as OpenStoreModule from '../packages/server/src/store/open-store.ts';
import { PGLITE_SEEDED_TEMPLATE, PGLITE_TEMPLATE } from './pglite-template-path.ts';

// Every fresh embedded database of a test starts from the files the global setup wrote
// (scripts/pglite-template.ts) instead of running initdb, the migrations and the seed again: the
// same files, a second or three sooner. A store opened to be seeded (a server's start) starts
// seeded, and its seed then finds its content as at a restart; any other starts migrated. A
// database already on disk opens as it is. A test of what a first start does to an empty store
// opens it through `pristinePglite` (packages/server/test/support).
const opening = new AsyncLocalStorage<{ seeded: boolean }>();

vi.mock('../packages/server/src/store/open-store.ts', async (importOriginal) => {
  const store = await importOriginal<typeof OpenStoreModule>();
  const openStore: typeof store.openStore = (options) =>
    opening.run({ seeded: Boolean(options.seed) }, () => store.openStore(options));
  return { ...store, openStore };
});

vi.mock('@electric-sql/pglite', async (importOriginal) => {
  const pglite = await importOriginal<typeof PgliteModule>();
  // PGlite reads `loadDataDir` through `arrayBuffer()` alone. A Node Blob hands its bytes over
  // in chunks it then joins, a third of a second per database for a tarball of tens of
  // megabytes; these bytes are read once per worker and copied whole, as each database writes
  // into its own.
  const template = (file: string): Blob => {
    if (!existsSync(file)) throw new Error(`${file} is missing: the global setup writes it`);
    const bytes = readFileSync(file);
    return {
      type: '',
      arrayBuffer: async () =>
        bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length),
    } as Blob;
  };
  const migrated = template(PGLITE_TEMPLATE);
  const seeded = template(PGLITE_SEEDED_TEMPLATE);
  const create = pglite.PGlite.create.bind(pglite.PGlite);
  const fresh = (dataDir: string | undefined) =>
    !dataDir || dataDir.startsWith('memory://') || !existsSync(join(dataDir, 'PG_VERSION'));
  function createFromTemplate(first?: string | PGliteOptions, second?: PGliteOptions) {
    const [dataDir, options] =
      typeof first === 'string' ? [first, second ?? {}] : [first?.dataDir, first ?? {}];
    const pristine = (globalThis as { pgliteTemplate?: boolean }).pgliteTemplate === false;
    if (pristine || options.loadDataDir || !fresh(dataDir)) return create(first as never, second);
    const loadDataDir = opening.getStore()?.seeded ? seeded : migrated;
    const withTemplate = { ...options, loadDataDir };
    return typeof first === 'string' ? create(first, withTemplate) : create(withTemplate);
  }
  const PGlite = new Proxy(pglite.PGlite, {
    get: (target, property, receiver) =>
      property === 'create' ? createFromTemplate : Reflect.get(target, property, receiver),
  });
  return { ...pglite, PGlite };
});
