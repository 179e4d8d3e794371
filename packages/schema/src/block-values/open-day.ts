import { z } from 'zod';

/** Open day registration: the headquarters open day's sessions and the visitor's registration. */
export const openDayValueSchema = z.looseObject({
  title: z.string().optional(),
});
