import { z } from 'zod';
import { requiredUrlField, safeUrlField } from '../fields/safe-url-field.ts';

/** Video (spec section 3): `video` source URL (required), `poster` image URL. */
export const videoValueSchema = z.looseObject({
  video: requiredUrlField,
  poster: safeUrlField.optional(),
});
