import { z } from 'zod';

/**
 * Renewal panel: `salePage` is the renewal sale on the server (its plans, prices, window and
 * coupons); `title` heads the panel; `payText` labels the pay button; `showTicker` shows the
 * recent renewals.
 */
export const renewalPanelValueSchema = z.looseObject({
  salePage: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,32}$/, '续费活动编号只能是字母、数字、下划线或短横线')
    .default('duanxianwangxufei818'),
  title: z.string().max(40, '标题最多 40 个字').optional(),
  payText: z.string().max(12, '按钮文字最多 12 个字').optional(),
  showTicker: z.boolean().default(true),
});
