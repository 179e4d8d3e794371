import { z } from 'zod';
import { safeUrlField } from './safe-url-field.ts';

/** An image reference `{url, alt}` (spec section 3, "image url/alt"). */
export const imageField = z.looseObject({
  url: safeUrlField.optional(),
  alt: z.string().optional(),
});
