import { z } from 'zod';
import { safeUrlField } from '../fields/safe-url-field.ts';

/**
 * Logo: `url` and `alt` of the logo image (the renderer falls back to the product logo),
 * `position` at the top left (default) or centered, `height` in design px (default 56).
 */
export const logoValueSchema = z.looseObject({
  url: safeUrlField.optional(),
  alt: z.string().optional(),
  position: z.enum(['left', 'center']).optional(),
  height: z.number().min(1).max(750).optional(),
});
