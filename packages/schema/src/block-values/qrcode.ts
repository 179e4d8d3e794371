import { z } from 'zod';
import { idField } from '../fields/id-field.ts';
import { safeUrlField } from '../fields/safe-url-field.ts';

/**
 * QR code. `type` (our reading of the three QR responses of spec section 3): 'static' shows
 * `url`; 'code' loads the QR code `codeId` (the code-detail call: wechat_qrcode, wechat_img or
 * qw); 'staff' loads the enterprise-WeChat staff code (state code `stateCode`); 'person' loads
 * the personal WeChat code (get-person-wechat-qrcode, `codeId` optional). 'staff' and 'person'
 * are dynamic: they load only when logged in (spec section 6). A failed fetch shows a tooltip
 * with the error. `title` (ours) is the caption under the picture; `alt` its alternative text.
 */
export const qrcodeValueSchema = z.looseObject({
  type: z.enum(['static', 'code', 'staff', 'person']).default('static'),
  url: safeUrlField.optional(),
  alt: z.string().optional(),
  title: z.string().optional(),
  codeId: idField.optional(),
  stateCode: z.string().optional(),
});
