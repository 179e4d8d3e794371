import { z } from 'zod';
import { styleField } from '../fields/style-field.ts';

/**
 * Horizontal scroll view of its `children`; `tab` shows them as tabs (our reading). With `tab`
 * and `tabs`, the bar is those labels and the children are their panes: the nth child shows under
 * the nth tab.
 */
export const scrollViewValueSchema = z.looseObject({
  tab: z.boolean().optional(),
  tabs: z
    .array(z.object({ label: z.string().max(12) }))
    .max(12)
    .optional(),
  style: styleField.optional(),
});
