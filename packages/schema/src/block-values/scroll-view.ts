import { z } from 'zod';
import { styleField } from '../fields/style-field.ts';

/** Horizontal scroll view of its `children`; `tab` shows them as tabs (our reading). */
export const scrollViewValueSchema = z.looseObject({
  tab: z.boolean().optional(),
  style: styleField.optional(),
});
