import { z } from 'zod';
import { actionField } from '../fields/action-field.ts';
import { colourField } from '../fields/colour-field.ts';
import { idField } from '../fields/id-field.ts';
import { safeUrlField } from '../fields/safe-url-field.ts';

/**
 * Button (spec section 3). `type` 'text' shows `text`, 'image' shows `image.url`; a join-group
 * button (action 13) shows `image.join` until joined, then `image.joined`. `animate` is an
 * animation flag or name (the block plays 'pulse', 'shake' or 'breath'; true means 'pulse');
 * `baiduStatistics` a flag or the event label; `oaStatistics` sends `uploadId` as
 * browse_collect_id when the visitor has a token.
 *
 * Ours (the spec does not give a button's size or colours): `width`/`height` in design px (750
 * design width; unset: a text button is 600 x 88, an image button the column's width at its own
 * ratio), `color` (text colour) and `background` (a colour; with `backgroundTo` a left-to-right
 * gradient between the two). Unset colours give the product's red-orange gradient with white text.
 */
export const buttonValueSchema = z.looseObject({
  type: z.enum(['text', 'image']).default('text'),
  text: z.string().optional(),
  image: z
    .looseObject({
      url: safeUrlField.optional(),
      join: safeUrlField.optional(),
      joined: safeUrlField.optional(),
      alt: z.string().optional(),
    })
    .optional(),
  animate: z.union([z.boolean(), z.string()]).optional(),
  align: z.enum(['left', 'center', 'right']).optional(),
  action: actionField.optional(),
  isNeedLogin: z.boolean().optional(),
  baiduStatistics: z.union([z.boolean(), z.string()]).optional(),
  oaStatistics: z.boolean().optional(),
  uploadId: idField.optional(),
  width: z.number().min(1).max(750).optional(),
  height: z.number().min(1).max(750).optional(),
  color: colourField.optional(),
  background: colourField.optional(),
  backgroundTo: colourField.optional(),
});
