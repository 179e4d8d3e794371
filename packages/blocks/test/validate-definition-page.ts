import type { BlockName } from '@h5-page/schema/block-names';
import { validatePage } from '@h5-page/schema/validate-page';
import type { PageValidation } from '@h5-page/schema/validate-page';
import type { BlockDefinition } from '../src/block-definition.ts';

/** Validates a page holding a definition's default value, then its demo blocks. */
export function validateDefinitionPage<N extends BlockName>(
  definition: BlockDefinition<N>,
): PageValidation {
  return validatePage({
    code: 'definition-check',
    title: definition.label,
    meta: { keywords: '', description: '' },
    background: '#f5f5f5',
    is_auto_fit: 0,
    extra: { pageID: 1 },
    page_schema: [
      { name: definition.name, value: definition.defaultValue, children: [] },
      ...definition.demo,
    ],
  });
}
