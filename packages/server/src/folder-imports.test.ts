import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The server's folders and top-level files form layers: `store/` and `core/` at the bottom, the
 * editor session (`editor-session/`) above them, the domains above that, and `app.ts`, which
 * registers each domain's plugins, at the top. A layer imports only what is below it, so no two
 * top-level entries (a folder, or a file directly in `src/`) may import each other, whatever the
 * path between their modules: a two-way pair is a knot in which neither side can be read, moved
 * or tested without the other. Tests are exempt: they start the whole app on purpose.
 */

const SRC = fileURLToPath(new URL('.', import.meta.url));

/** Lower layers the editor session may import: it knows no domain (nor `admin/`). */
const BELOW_EDITOR_SESSION = ['core', 'store', 'counters', 'errors.ts'];

const IMPORT = /(?:\bfrom\s+|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm;

interface Module {
  /** Relative to `src/`, with `/` between folders. */
  file: string;
  text: string;
}

function modules(dir: string): Module[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return modules(path);
    if (!/\.ts$/.test(entry.name) || /\.test\.ts$/.test(entry.name)) return [];
    return [{ file: relative(SRC, path).split(sep).join('/'), text: readFileSync(path, 'utf8') }];
  });
}

/** The top-level entry a path of `src/` belongs to: its first folder, or the file itself. */
const entryOf = (file: string) => file.split('/')[0]!;

/** `from -> to` of top-level entries, each with the import lines that make it. */
function entryImports(list: Module[]): Map<string, string[]> {
  const edges = new Map<string, string[]>();
  for (const { file, text } of list) {
    for (const [, specifier = ''] of text.matchAll(IMPORT)) {
      if (!specifier.startsWith('.')) continue;
      const target = relative(SRC, resolve(SRC, dirname(file), specifier))
        .split(sep)
        .join('/');
      if (target.startsWith('..')) continue;
      const from = entryOf(file);
      const to = entryOf(target);
      if (from === to) continue;
      const key = `${from} -> ${to}`;
      edges.set(key, [...(edges.get(key) ?? []), `${file} imports ${specifier}`]);
    }
  }
  return edges;
}

/** Each pair of entries that import each other, with the lines of both directions. */
function twoWayPairs(list: Module[]): string[] {
  const edges = entryImports(list);
  return [...edges.keys()].flatMap((key) => {
    const [from = '', to = ''] = key.split(' -> ');
    const back = edges.get(`${to} -> ${from}`);
    if (!back || from > to) return [];
    return [`${from} <-> ${to}: ${[...edges.get(key)!, ...back].join('; ')}`];
  });
}

/** Imports of the editor session that reach anything but the layers below it. */
function editorSessionAbove(list: Module[]): string[] {
  return [...entryImports(list)].flatMap(([key, lines]) => {
    const [from, to = ''] = key.split(' -> ');
    return from === 'editor-session' && !BELOW_EDITOR_SESSION.includes(to) ? lines : [];
  });
}

describe('top-level folders and files of src/', () => {
  const list = modules(SRC);

  it('finds the modules it checks', () => {
    const names = list.map((module) => module.file);
    expect(names).toContain('app.ts');
    expect(names).toContain('editor-session/editor-scope.ts');
    expect(names).toContain('pages/store/page-repository.ts');
    expect(names).not.toContain('folder-imports.test.ts');
  });

  it('never import each other both ways', () => {
    expect(twoWayPairs(list)).toEqual([]);
  });

  it('the editor session imports no domain, only the layers below it', () => {
    expect(editorSessionAbove(list)).toEqual([]);
  });

  it('would name a pair and the imports of both directions', () => {
    const knot = [
      { file: 'admin/x.ts', text: `import { a } from '../review/r.ts';\nimport './y.ts';` },
      { file: 'review/r.ts', text: `import type { X } from '../admin/x.ts';` },
      { file: 'review/s.ts', text: `export { b } from '../core/b.ts';` },
      { file: 'core/b.ts', text: `const c = await import('../config.ts');` },
      { file: 'config.ts', text: `import { d } from './core/d.ts';` },
    ];
    expect(twoWayPairs(knot)).toEqual([
      'admin <-> review: admin/x.ts imports ../review/r.ts; review/r.ts imports ../admin/x.ts',
      'config.ts <-> core: config.ts imports ./core/d.ts; core/b.ts imports ../config.ts',
    ]);
    const below = `import { b } from '../core/b.ts';\nimport { e } from '../errors.ts';`;
    expect(editorSessionAbove([{ file: 'editor-session/g.ts', text: below }])).toEqual([]);
    const above = `import { e } from '../errors.ts';\nimport { x } from '../admin/x.ts';`;
    expect(editorSessionAbove([{ file: 'editor-session/g.ts', text: above }])).toEqual([
      'editor-session/g.ts imports ../admin/x.ts',
    ]);
  });
});
