import { z } from 'zod';
import { safeUrlField } from '../fields/safe-url-field.ts';

/** Logo: `url` and `alt` of the logo image (the renderer falls back to the product logo). */
export const logoValueSchema = z.looseObject({
  url: safeUrlField.optional(),
  alt: z.string().optional(),
});
