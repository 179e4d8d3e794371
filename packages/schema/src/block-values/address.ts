import { z } from 'zod';

/**
 * Address picker with register-by-address: `title` above it, `buttonText` of the register button.
 * The picker's own texts (请选择) are fixed.
 */
export const addressValueSchema = z.looseObject({
  title: z.string().optional(),
  buttonText: z.string().optional(),
  isNeedLogin: z.boolean().optional(),
});
