import { readdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { validatePage } from '@h5-page/schema';
import { BLOCK_NAMES } from '@h5-page/schema/block-names';
import { blockValueSchemas } from '@h5-page/schema/block-value-schemas';
import { blockDefinitions } from './block-definitions.ts';
import { BLOCK_CATEGORY_TITLES } from './block-definition.ts';
import { blockRegistry } from './registry.ts';

const blocksDir = dirname(fileURLToPath(import.meta.url));

describe('block definitions', () => {
  it('every registered block has a definition under its own name', () => {
    for (const name of Object.keys(blockRegistry)) {
      const definition = blockDefinitions[name as keyof typeof blockDefinitions];
      expect(definition, name).toBeDefined();
      expect(definition?.name).toBe(name);
      expect(definition?.label.length, name).toBeGreaterThan(0);
    }
  });

  it('the registry (a folder per block), the definitions and the schema name the same blocks', () => {
    const sorted = (names: Iterable<string>) => [...names].sort();
    expect(sorted(Object.keys(blockRegistry))).toEqual(sorted(BLOCK_NAMES));
    expect(sorted(Object.keys(blockDefinitions))).toEqual(sorted(BLOCK_NAMES));
    for (const definition of Object.values(blockDefinitions))
      expect(Object.keys(BLOCK_CATEGORY_TITLES), definition.name).toContain(definition.category);
  });

  it("a block folder's other components are kebab-case, so none becomes a chunk of its own", () => {
    // The registry loads every `<folder>/<word>.tsx` as a block (registry.ts): only the block's own.
    for (const folder of readdirSync(blocksDir, { withFileTypes: true })) {
      if (!folder.isDirectory() || folder.name === 'shared') continue;
      for (const file of readdirSync(`${blocksDir}/${folder.name}`)) {
        if (!file.endsWith('.tsx') || file.includes('.test.') || file.includes('-')) continue;
        expect(file, folder.name).toBe(`${folder.name}.tsx`);
      }
    }
  });

  it('every default value and demo block is valid for its block', () => {
    for (const [name, definition] of Object.entries(blockDefinitions)) {
      const schema = blockValueSchemas[name as keyof typeof blockValueSchemas];
      expect(schema.safeParse(definition.defaultValue).success, `${name} default`).toBe(true);
      expect(definition.demo.length, `${name} demo`).toBeGreaterThan(0);
      const result = validatePage({
        code: 'demo-check',
        title: name,
        page_schema: definition.demo,
      });
      expect(result.ok ? [] : result.problems, `${name} demo`).toEqual([]);
      if (result.ok) expect(result.warnings, `${name} demo`).toEqual([]);
    }
  });

  it('demo blocks point at no outside host', () => {
    const json = JSON.stringify(Object.values(blockDefinitions).map((d) => d.demo));
    expect(json).not.toMatch(/https?:\/\//);
  });
});
