import { z } from 'zod';
import { actionField } from '../fields/action-field.ts';
import { safeUrlField } from '../fields/safe-url-field.ts';

/** Icon: an image (`url`, `alt`; the renderer has a default) that may carry an action. */
export const iconValueSchema = z.looseObject({
  url: safeUrlField.optional(),
  alt: z.string().optional(),
  action: actionField.optional(),
  isNeedLogin: z.boolean().optional(),
});
