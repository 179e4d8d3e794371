import { z } from 'zod';
import { idField } from '../fields/id-field.ts';

/**
 * Progress bar (CONTRACT section 4). The bar shows `progressPercent(current, limit)`; `percent`
 * is a fixed percent (0 to 100) for a bar without a limit. The text reads
 * `prefixText` `remain` `suffixText` (e.g. 仅剩 12 名额), so `remain` is a number. `id` (our
 * addition) names a vacancy record whose live numbers replace the configured ones.
 */
export const progressValueSchema = z.looseObject({
  current: z.number().min(0).optional(),
  limit: z.number().min(0).optional(),
  percent: z.number().min(0).max(100).optional(),
  prefixText: z.string().optional(),
  remain: z.number().min(0).optional(),
  suffixText: z.string().optional(),
  id: idField.optional(),
});
