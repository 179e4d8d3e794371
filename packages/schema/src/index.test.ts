import { describe, expect, it } from 'vitest';
import * as schema from './index.ts';

describe('public API', () => {
  it('exports every block value schema under its file name', () => {
    for (const name of schema.BLOCK_NAMES) {
      const exportName = `${name}ValueSchema` as keyof typeof schema;
      expect(schema[exportName]).toBe(schema.blockValueSchemas[name]);
    }
  });
});
