import { z } from 'zod';
import { requiredUrlField, safeUrlField } from '../fields/safe-url-field.ts';
import { VIDEO_RISK_CAPTION_MIN_SECONDS } from '../video-caption.ts';

/**
 * Video (spec section 3): `video` source URL (required), `poster` image URL. `autoplay` (our
 * addition, default off) starts the video on load, always muted: never autoplay with sound.
 * `riskCaption` (ours) is shown over the picture for its first `riskCaptionSeconds` (at least
 * VIDEO_RISK_CAPTION_MIN_SECONDS): a page that sells asks for it (the compliance checks).
 */
export const videoValueSchema = z.looseObject({
  video: requiredUrlField,
  poster: safeUrlField.optional(),
  autoplay: z.boolean().optional(),
  riskCaption: z.string().max(200).optional(),
  riskCaptionSeconds: z
    .number()
    .int()
    .min(VIDEO_RISK_CAPTION_MIN_SECONDS, {
      error: `expected at least ${VIDEO_RISK_CAPTION_MIN_SECONDS} seconds`,
    })
    .max(600)
    .optional(),
});
