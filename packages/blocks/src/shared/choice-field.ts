import type { BlockField } from '../block-definition.ts';

/**
 * A select or radio field from its options as `{ label: value }`, shown in the order written (no
 * label may be a bare whole number, which an object would move to the front).
 */
export function choiceField(
  type: 'select' | 'radio',
  label: string,
  options: Record<string, string | number | boolean>,
): BlockField {
  return {
    type,
    label,
    options: Object.entries(options).map(([text, value]) => ({ label: text, value })),
  };
}
