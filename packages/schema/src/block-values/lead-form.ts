import { z } from 'zod';
import { LEAD_FORM_VERSION_ID } from '../constants.ts';
import { safeUrlField } from '../fields/safe-url-field.ts';

/**
 * Lead-capture form (spec section 4): `versionId` (default 276) and `cpsId` go with the gift
 * activity call; `servicePhone` is the service line shown in the callback popup; `downloadUrl`
 * the app download of that popup.
 */
export const leadFormValueSchema = z.looseObject({
  title: z.string().optional(),
  buttonText: z.string().optional(),
  versionId: z.int().min(1).default(LEAD_FORM_VERSION_ID),
  cpsId: z.union([z.string(), z.number()]).optional(),
  servicePhone: z.string().optional(),
  downloadUrl: safeUrlField.optional(),
});
