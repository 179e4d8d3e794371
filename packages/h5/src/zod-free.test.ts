import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const PACKAGES = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** Our packages' import names → their source folders (`exports` maps `./*` to `./src/*.ts`). */
const WORKSPACE: Record<string, string> = {
  '@h5-page/schema': resolve(PACKAGES, 'schema/src'),
  '@h5-page/blocks': resolve(PACKAGES, 'blocks/src'),
  '@h5-page/h5': resolve(PACKAGES, 'h5/src'),
};

/** Where the visitor bundles start (the browser's and the server renderer's). */
const ENTRIES = ['h5/src/entry-client.tsx', 'h5/src/entry-server.tsx'].map((file) =>
  resolve(PACKAGES, file),
);

/** A workspace specifier as a file, or the package name for anything else. */
function resolveSpecifier(from: string, specifier: string): string {
  if (specifier.startsWith('.')) return resolve(dirname(from), specifier);
  for (const [name, folder] of Object.entries(WORKSPACE)) {
    if (specifier === name) return resolve(folder, 'index.ts');
    if (specifier.startsWith(`${name}/`)) {
      const file = resolve(folder, specifier.slice(name.length + 1));
      // `exports` also names a component or two by its `.tsx` file.
      const found = [`${file}.ts`, `${file}.tsx`].find((candidate) => existsSync(candidate));
      return found ?? file;
    }
  }
  return specifier;
}

/** A glob of `import.meta.glob` (`*` within one path segment) as a regular expression. */
function globPattern(glob: string): RegExp {
  const source = glob.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*');
  return new RegExp(`^${source}$`);
}

/**
 * The files an `import.meta.glob([...])` of relative patterns loads (the registry's block
 * components), resolved: two segments deep at most, `!` patterns left out.
 */
function globImports(file: string, source: string): string[] {
  const call = /import\.meta\.glob[^(]*\(\s*\[([^\]]*)\]/.exec(source);
  if (!call) return [];
  const globs = [...(call[1] ?? '').matchAll(/'([^']+)'/g)].map((m) => m[1]!);
  const include = globs.filter((g) => !g.startsWith('!')).map(globPattern);
  const exclude = globs.filter((g) => g.startsWith('!')).map((g) => globPattern(g.slice(1)));
  const dir = dirname(file);
  const candidates = readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? readdirSync(resolve(dir, entry.name)).map((name) => `./${entry.name}/${name}`)
      : [`./${entry.name}`],
  );
  return candidates
    .filter((path) => include.some((p) => p.test(path)) && !exclude.some((p) => p.test(path)))
    .map((path) => resolve(dir, path));
}

/** Runtime (non-type) imports of a module, static and dynamic, resolved. */
function runtimeImports(file: string): string[] {
  // Comments may show an import as an example; only code counts. (Globs hold `/*`: read raw.)
  const raw = readFileSync(file, 'utf8');
  const source = raw.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const pattern =
    /^\s*(?:import|export)\s+(?!type\b)[^'"]*?from\s+'([^']+)'|^\s*import\s+'([^']+)'|\bimport\(\s*'([^']+)'\s*\)/gm;
  const specifiers: string[] = [];
  for (const match of source.matchAll(pattern)) {
    const specifier = match[1] ?? match[2] ?? match[3];
    if (specifier && !specifier.endsWith('.css')) specifiers.push(specifier);
  }
  return [
    ...specifiers.map((specifier) => resolveSpecifier(file, specifier)),
    ...globImports(file, raw),
  ];
}

/** Every module the visitor bundles reach from their entries, and every outside package. */
function visitorGraph(): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const walk = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const dependency of runtimeImports(file)) {
      if (dependency.startsWith('/')) walk(dependency);
      else packages.add(dependency);
    }
  };
  ENTRIES.forEach(walk);
  return { files, packages };
}

describe('zod stays out of the visitor bundle', () => {
  const graph = visitorGraph();

  it('no module the visitor entries reach imports zod, directly or not', () => {
    const zod = [...graph.packages].filter((name) => name === 'zod' || name.startsWith('zod/'));
    expect(zod).toEqual([]);
  });

  it('the walk follows the blocks and the schema helpers the visitor uses', () => {
    const schemaFiles = [...graph.files].filter((file) =>
      file.startsWith(WORKSPACE['@h5-page/schema'] ?? '-'),
    );
    // The constants and pure helpers are reached; the validators are not.
    expect(schemaFiles).toContain(resolve(PACKAGES, 'schema/src/constants.ts'));
    expect(schemaFiles).toContain(resolve(PACKAGES, 'schema/src/detect-environment.ts'));
    expect(schemaFiles).not.toContain(resolve(PACKAGES, 'schema/src/validate-page.ts'));
    // Each lazily loaded block chunk is part of the bundle.
    expect(graph.files).toContain(resolve(PACKAGES, 'blocks/src/countdown/countdown.tsx'));
    expect(graph.packages).toContain('react');
  });
});
