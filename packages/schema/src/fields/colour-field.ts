import { z } from 'zod';
import { isCssColour } from '../css-colour.ts';

/** A CSS colour a block paints with (`isCssColour`: nothing that could end a declaration). */
export const colourField = z
  .string()
  .refine(isCssColour, { error: 'expected a CSS colour (#rrggbb, rgb(), hsl() or a name)' });
