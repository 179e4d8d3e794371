import { z } from 'zod';

/** Empty spacer (CONTRACT section 4): `height` in design px. */
export const emptyValueSchema = z.looseObject({
  height: z.number().min(0),
});
