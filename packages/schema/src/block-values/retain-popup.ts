import { z } from 'zod';
import { safeUrlField } from '../fields/safe-url-field.ts';

/**
 * Retain popup (spec section 3): visible until its second button closes it. `trigger` (ours; the
 * spec does not say when it first shows): 'leave' (the default) shows it once when the visitor
 * goes back (history back, the usual retain popup); 'load' shows it as soon as the page is ready.
 */
export const retainPopupValueSchema = z.looseObject({
  image: safeUrlField.optional(),
  title: z.string().optional(),
  sub_title: z.string().optional(),
  button1_text: z.string().optional(),
  button1_url: safeUrlField.optional(),
  button2_text: z.string().optional(),
  trigger: z.enum(['leave', 'load']).optional(),
});
