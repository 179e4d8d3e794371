import { z } from 'zod';
import { styleField } from '../fields/style-field.ts';

/** Suspension bar / floating container of its `children`, fixed at `position` (default bottom). */
export const suspensionValueSchema = z.looseObject({
  position: z.enum(['top', 'bottom', 'left', 'right']).default('bottom'),
  style: styleField.optional(),
});
