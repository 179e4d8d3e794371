import { z } from 'zod';
import { styleField } from '../fields/style-field.ts';

/**
 * Suspension bar / floating container of its `children`, fixed at `position` (default bottom):
 * 'top' and 'bottom' are bars as wide as the page; 'left' and 'right' are floating containers at
 * that side, `align` (ours) placing them at its start (top), centre (the default) or end (bottom),
 * so 'right' + 'end' is the bottom-right corner.
 */
export const suspensionValueSchema = z.looseObject({
  position: z.enum(['top', 'bottom', 'left', 'right']).default('bottom'),
  align: z.enum(['start', 'center', 'end']).optional(),
  style: styleField.optional(),
});
