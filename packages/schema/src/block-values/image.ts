import { z } from 'zod';
import { actionField } from '../fields/action-field.ts';
import { requiredUrlField } from '../fields/safe-url-field.ts';

/**
 * Image, lazy (CONTRACT section 4): `url` required; `width`/`height` in design px (both set: a
 * fixed box the picture is cropped to); `pictureWidth`/`pictureHeight` the picture's own pixels,
 * recorded by the builder, which give the box the picture's aspect ratio (`image-box.ts`).
 */
export const imageValueSchema = z.looseObject({
  url: requiredUrlField,
  alt: z.string().optional(),
  width: z.number().min(0).optional(),
  height: z.number().min(0).optional(),
  pictureWidth: z.int().min(1).optional(),
  pictureHeight: z.int().min(1).optional(),
  action: actionField.optional(),
  isNeedLogin: z.boolean().optional(),
});
