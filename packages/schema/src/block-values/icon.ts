import { z } from 'zod';
import { actionField } from '../fields/action-field.ts';
import { safeUrlField } from '../fields/safe-url-field.ts';

/**
 * Icon: a small image (`url`, `alt`) or, without a `url`, a badge showing `text`, that may carry
 * an `action` (spec section 3, "Other block settings": image url/alt, position, action).
 * `text` is the caption under the image (or the badge's words), `position` aligns the icon in
 * its row (default center), `size` is the image's width and height in design px (default 96).
 */
export const iconValueSchema = z.looseObject({
  url: safeUrlField.optional(),
  alt: z.string().optional(),
  text: z.string().optional(),
  position: z.enum(['left', 'center', 'right']).optional(),
  size: z.number().min(1).max(750).optional(),
  action: actionField.optional(),
  isNeedLogin: z.boolean().optional(),
});
