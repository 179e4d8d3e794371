import { z } from 'zod';
import { safeUrlField } from '../fields/safe-url-field.ts';

/**
 * QR code. `type` (our reading of the three QR responses of spec section 3): 'static' shows
 * `url`; 'staff' loads the enterprise-WeChat staff code (state code `stateCode`); 'person' loads
 * the personal WeChat code. Dynamic codes load only when logged in; a failed fetch shows a
 * tooltip with the error.
 */
export const qrcodeValueSchema = z.looseObject({
  type: z.enum(['static', 'staff', 'person']).default('static'),
  url: safeUrlField.optional(),
  alt: z.string().optional(),
  stateCode: z.string().optional(),
});
