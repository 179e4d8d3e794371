import { z } from 'zod';
import { idField } from '../fields/id-field.ts';

/** Live number: `id` of the number record whose current_num the server gives; texts around it. */
export const numberValueSchema = z.looseObject({
  id: idField,
  prefixText: z.string().optional(),
  suffixText: z.string().optional(),
});
