import { expect } from 'vitest';
import type { BlockName } from '@h5-page/schema/block-names';
import type { BlockDefinition } from '../src/block-definition.ts';
import { validateDefinitionPage } from './validate-definition-page.ts';

/**
 * Test helper (popup, retainPopup, suspension, scrollView, code, swiper): a definition's default
 * value and demo blocks are valid page data, and the demo loads no image from another host.
 */
export function expectValidDefinition<N extends BlockName>(definition: BlockDefinition<N>): void {
  const result = validateDefinitionPage(definition);
  expect(result.ok ? result.warnings : result.problems).toEqual([]);
  expect(definition.demo.length).toBeGreaterThanOrEqual(1);
  expect(definition.demo.some((block) => block.name === definition.name)).toBe(true);
  expect(JSON.stringify(definition.demo)).not.toMatch(
    /(?:https?:)?\/\/[a-z0-9.-]+\.[a-z]{2,}\/[^"]*\.(?:png|jpe?g|gif|svg|webp)/i,
  );
}
