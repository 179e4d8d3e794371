import { z } from 'zod';
import { DEFAULT_FLIP_DIGITS } from '../constants.ts';

/** Flip counter (spec section 3): `num` shown on `numbers` flip digits (default 4, at most 20). */
export const countValueSchema = z.looseObject({
  num: z.int().min(0),
  numbers: z.int().min(1).max(20).default(DEFAULT_FLIP_DIGITS),
});
