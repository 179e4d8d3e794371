import { z } from 'zod';
import { requiredUrlField, safeUrlField } from '../fields/safe-url-field.ts';

/**
 * Video (spec section 3): `video` source URL (required), `poster` image URL. `autoplay` (our
 * addition, default off) starts the video on load, always muted: never autoplay with sound.
 */
export const videoValueSchema = z.looseObject({
  video: requiredUrlField,
  poster: safeUrlField.optional(),
  autoplay: z.boolean().optional(),
});
