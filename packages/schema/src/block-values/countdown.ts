import { z } from 'zod';

/**
 * Countdown (spec section 3): layout `type` 1 to 5 (default 1), a `name` shown with it, `endTime`
 * as a millisecond timestamp (required, a real number: "123" is not accepted), `character` the
 * separator of layout 3.
 */
export const countdownValueSchema = z.looseObject({
  type: z.literal([1, 2, 3, 4, 5]).default(1),
  name: z.string().optional(),
  endTime: z.number(),
  character: z.string().optional(),
});
