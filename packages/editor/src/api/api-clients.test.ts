import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..');

function apiClients(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return apiClients(path);
    return /-api\.ts$/.test(entry.name) ? [path] : [];
  });
}

// The admin API's answers and bodies are declared once, as the schemas the server's routes
// declare and its tests hold every answer to (@h5-page/schema/admin-api): a client that retyped a
// shape would drift from what the server sends without a test noticing.
describe("the builder's API clients", () => {
  const files = apiClients(SRC);

  it('are found', () => {
    expect(files.length).toBeGreaterThanOrEqual(8);
  });

  it.each(files.map((file) => [relative(SRC, file), file]))(
    '%s types every call by its schema and writes no shape of its own',
    (_name, file) => {
      const source = readFileSync(file, 'utf8');
      const shapes = [
        ...source.matchAll(/^\s*(?:export\s+)?(?:interface\s+\w+|type\s+\w+\s*=\s*\{)/gm),
      ].map((match) => match[0].trim());
      expect(shapes).toEqual([]);
      const untyped = [...source.matchAll(/\bcall<(?!typeof \w+>|NullAnswer>|S\b)[^>]*>/g)].map(
        (match) => match[0],
      );
      expect(untyped).toEqual([]);
    },
  );
});
