import { z } from 'zod';
import { actionField } from '../fields/action-field.ts';
import { idField } from '../fields/id-field.ts';
import { safeUrlField } from '../fields/safe-url-field.ts';

/**
 * Button (spec section 3). `type` 'text' shows `text`, 'image' shows `image.url`; a join-group
 * button (action 13) shows `image.join` until joined, then `image.joined`. `animate` is an
 * animation flag or name; `baiduStatistics` a flag or the event label; `oaStatistics` sends
 * `uploadId` as browse_collect_id when the visitor has a token.
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
});
