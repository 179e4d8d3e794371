import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * `store/` is the lowest layer of the server: the driver (PGlite or PostgreSQL), the migrations
 * and their runner, transactions and sessions, backups, the data-directory lock. Every domain
 * sits above it and owns its tables, repositories and store plugin; the store knows none of
 * them. Its modules may import packages, each other, and, of the rest of the server, only what
 * is below it too (`LOWER`). Its tests are exempt: they start the whole app on purpose.
 */

const STORE = fileURLToPath(new URL('.', import.meta.url));
const SRC = resolve(STORE, '..');

/** Modules of `src/` outside `store/` that the store may import: they import nothing above. */
const LOWER = ['startup-error.ts'];

const IMPORT = /(?:\bfrom\s+|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm;

function storeModules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return storeModules(path);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
  });
}

/** `file: import` for each relative import that leaves the store for anything but `LOWER`. */
function importsAbove(file: string, text = readFileSync(file, 'utf8')): string[] {
  return [...text.matchAll(IMPORT)].flatMap(([, specifier = '']) => {
    if (!specifier.startsWith('.')) return [];
    const target = relative(SRC, resolve(dirname(file), specifier));
    if (target.startsWith('store/') || LOWER.includes(target)) return [];
    return [`${relative(SRC, file)} imports ${specifier}`];
  });
}

describe('store/ imports no domain', () => {
  it('finds the modules it checks', () => {
    const names = storeModules(STORE).map((file) => relative(SRC, file));
    expect(names).toContain('store/open-store.ts');
    expect(names).toContain('store/open-database.ts');
  });

  it('imports only itself, packages and the modules below it', () => {
    expect(storeModules(STORE).flatMap((file) => importsAbove(file))).toEqual([]);
  });

  it('would name a module that imports a domain, and the import', () => {
    const text = `import { x } from '../pages/store/page-repository.ts';\nimport { y } from './migrate.ts';`;
    expect(importsAbove(join(STORE, 'example.ts'), text)).toEqual([
      'store/example.ts imports ../pages/store/page-repository.ts',
    ]);
  });
});
