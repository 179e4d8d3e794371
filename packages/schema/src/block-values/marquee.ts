import { z } from 'zod';

/**
 * Marquee (spec section 3): `content` text, `speed` (default 'middle'), `width` of its box in
 * design px (750 wide). Scrolls only when the text is wider than the box.
 */
export const marqueeValueSchema = z.looseObject({
  content: z.string(),
  speed: z.enum(['slow', 'middle', 'fast']).default('middle'),
  width: z.number().min(0).optional(),
});
