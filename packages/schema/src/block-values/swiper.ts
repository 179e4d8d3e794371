import { z } from 'zod';
import { actionField } from '../fields/action-field.ts';
import { requiredUrlField } from '../fields/safe-url-field.ts';

/** One slide: an image and what pressing it does. */
const slide = z.looseObject({
  url: requiredUrlField,
  alt: z.string().optional(),
  action: actionField.optional(),
  isNeedLogin: z.boolean().optional(),
});

/**
 * Swiper / carousel (spec section 3 "other block settings"): `type` 'normal' or 'card' (card
 * mode shows `cardShowNum` cards, spaced CARD_SWIPER_SPACING); `arrow` and `indicator` show the
 * controls; `autoplay` turns on autoplay every SWIPER_AUTOPLAY_MS. `width`/`height` (ours,
 * optional) are the slide images' size in design px: their ratio reserves the carousel's height
 * before the first image has loaded.
 */
export const swiperValueSchema = z.looseObject({
  type: z.enum(['normal', 'card']).default('normal'),
  list: z.array(slide).default(() => []),
  arrow: z.boolean().optional(),
  indicator: z.boolean().optional(),
  autoplay: z.boolean().optional(),
  cardShowNum: z.int().min(1).optional(),
  width: z.number().positive().optional(),
  height: z.number().positive().optional(),
});
