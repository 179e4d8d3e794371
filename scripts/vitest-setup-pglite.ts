import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { vi } from 'vitest';
import type * as PgliteModule from '@electric-sql/pglite';
import type { PGliteOptions } from '@electric-sql/pglite';
import { PGLITE_TEMPLATE } from './pglite-template-path.ts';

// Every fresh embedded database of a test starts from the migrated files the global setup wrote
// (scripts/pglite-template.ts) instead of running initdb and the migrations again: the same
// files, a second or two sooner. A database already on disk opens as it is. A test of what a
// first start does to an empty store opens it through `pristinePglite` (packages/server/test/support).
vi.mock('@electric-sql/pglite', async (importOriginal) => {
  const pglite = await importOriginal<typeof PgliteModule>();
  if (!existsSync(PGLITE_TEMPLATE))
    throw new Error(`${PGLITE_TEMPLATE} is missing: the global setup writes it`);
  const template = new Blob([readFileSync(PGLITE_TEMPLATE)]);
  const create = pglite.PGlite.create.bind(pglite.PGlite);
  const fresh = (dataDir: string | undefined) =>
    !dataDir || dataDir.startsWith('memory://') || !existsSync(join(dataDir, 'PG_VERSION'));
  function createFromTemplate(first?: string | PGliteOptions, second?: PGliteOptions) {
    const [dataDir, options] =
      typeof first === 'string' ? [first, second ?? {}] : [first?.dataDir, first ?? {}];
    const pristine = (globalThis as { pgliteTemplate?: boolean }).pgliteTemplate === false;
    if (pristine || options.loadDataDir || !fresh(dataDir)) return create(first as never, second);
    const withTemplate = { ...options, loadDataDir: template };
    return typeof first === 'string' ? create(first, withTemplate) : create(withTemplate);
  }
  const PGlite = new Proxy(pglite.PGlite, {
    get: (target, property, receiver) =>
      property === 'create' ? createFromTemplate : Reflect.get(target, property, receiver),
  });
  return { ...pglite, PGlite };
});
