import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = dirname(fileURLToPath(import.meta.url));

/** The modules the visitor bundle imports: they must not reach zod, even indirectly. */
const BROWSER_MODULES = [
  'constants.ts',
  'block-names.ts',
  'page-param.ts',
  'version-compare.ts',
  'format-number.ts',
  'progress-percent.ts',
  'detect-environment.ts',
  'root-class.ts',
  'auto-fit.ts',
  'css-colour.ts',
  'page-background.ts',
  'safe-url.ts',
  'is-plain-record.ts',
  'format-path.ts',
  'problem.ts',
  'migrate-page.ts',
  'client-config.ts',
];

/** Runtime (non-type) imports of a module, resolved: relative files or package names. */
function runtimeImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const specifiers: string[] = [];
  const pattern =
    /^\s*(?:import|export)\s+(?!type\b)[^'"]*?from\s+'([^']+)'|^\s*import\s+'([^']+)'/gm;
  for (const match of source.matchAll(pattern)) {
    const specifier = match[1] ?? match[2];
    if (specifier) specifiers.push(specifier);
  }
  return specifiers.map((s) => (s.startsWith('.') ? resolve(dirname(file), s) : s));
}

function reaches(file: string, target: string, seen = new Set<string>()): string[] | null {
  if (seen.has(file)) return null;
  seen.add(file);
  for (const dependency of runtimeImports(file)) {
    if (dependency === target || dependency.startsWith(`${target}/`)) return [file, dependency];
    if (dependency.startsWith('/')) {
      const chain = reaches(dependency, target, seen);
      if (chain) return [file, ...chain];
    }
  }
  return null;
}

describe('zod stays out of the visitor bundle', () => {
  it.each(BROWSER_MODULES.map((m) => [m]))('%s does not import zod, directly or not', (module) => {
    expect(reaches(resolve(SRC, module), 'zod')).toBeNull();
  });

  it('the check itself sees zod where it is imported', () => {
    expect(reaches(resolve(SRC, 'validate-page.ts'), 'zod')).not.toBeNull();
    expect(reaches(resolve(SRC, 'block-values/countdown.ts'), 'zod')).not.toBeNull();
  });
});
