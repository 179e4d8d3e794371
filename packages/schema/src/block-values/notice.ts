import { z } from 'zod';
import { idField } from '../fields/id-field.ts';
import { safeUrlField } from '../fields/safe-url-field.ts';

/**
 * Notice ticker of virtual users: `id` of the virtual-user record the ticker loads (required);
 * `list` (our addition) holds items {avatar, text} shown before, or instead of, the loaded ones.
 */
export const noticeValueSchema = z.looseObject({
  id: idField,
  list: z
    .array(z.looseObject({ avatar: safeUrlField.optional(), text: z.string().optional() }))
    .optional(),
});
