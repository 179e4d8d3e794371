import { z } from 'zod';

/** Coupon card: `batch` is the coupon batch on the server; `title` heads the card. */
export const couponCardValueSchema = z.looseObject({
  batch: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, '券批次只能是字母、数字、下划线或短横线')
    .default('coupon202409'),
  title: z.string().optional(),
});
