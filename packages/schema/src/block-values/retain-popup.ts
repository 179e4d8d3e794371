import { z } from 'zod';
import { safeUrlField } from '../fields/safe-url-field.ts';

/** Retain popup (spec section 3): visible until its second button closes it. */
export const retainPopupValueSchema = z.looseObject({
  image: safeUrlField.optional(),
  title: z.string().optional(),
  sub_title: z.string().optional(),
  button1_text: z.string().optional(),
  button1_url: safeUrlField.optional(),
  button2_text: z.string().optional(),
});
