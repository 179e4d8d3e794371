import { z } from 'zod';
import { actionField } from '../fields/action-field.ts';
import { requiredUrlField } from '../fields/safe-url-field.ts';

/** Image, lazy (CONTRACT section 4): `url` required; `width`/`height` in design px. */
export const imageValueSchema = z.looseObject({
  url: requiredUrlField,
  alt: z.string().optional(),
  width: z.number().min(0).optional(),
  height: z.number().min(0).optional(),
  action: actionField.optional(),
  isNeedLogin: z.boolean().optional(),
});
