import { describe, expect, it } from 'vitest';
import { validatePage } from '@h5-page/schema';
import { blockValueSchemas } from '@h5-page/schema/block-value-schemas';
import { blockDefinitions } from './block-definitions.ts';
import { blockRegistry } from './registry.ts';

describe('block definitions', () => {
  it('every registered block has a definition under its own name', () => {
    for (const name of Object.keys(blockRegistry)) {
      const definition = blockDefinitions[name as keyof typeof blockDefinitions];
      expect(definition, name).toBeDefined();
      expect(definition?.name).toBe(name);
      expect(definition?.label.length, name).toBeGreaterThan(0);
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
