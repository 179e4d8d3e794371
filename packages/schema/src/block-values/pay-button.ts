import { z } from 'zod';
import { imageField } from '../fields/image-field.ts';

/**
 * Pay button: `mark` names a product (mark 'dbzs' is product 1191) or `productId` gives the
 * shop product id directly; shown as `image` or `text`. Presses are throttled to one a second.
 */
export const payButtonValueSchema = z.looseObject({
  mark: z.string().optional(),
  productId: z.int().min(1).optional(),
  image: imageField.optional(),
  text: z.string().optional(),
  isNeedLogin: z.boolean().optional(),
});
