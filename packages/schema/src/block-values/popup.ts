import { z } from 'zod';
import { idField } from '../fields/id-field.ts';

/** Popup (spec section 3): its content is the block's `children`; buttons open it by `id`. */
export const popupValueSchema = z.looseObject({
  id: idField,
  position: z.enum(['center', 'left', 'right', 'top', 'bottom']).default('center'),
});
