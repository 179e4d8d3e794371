import { z } from 'zod';
import { flag, id, optionalText } from '../core/fields.ts';

/** The query of the activity-data reads (vacancies, virtual users): the record and where it shows. */
export const activityDataQuery = z.object({
  id: id(),
  terminal_type: optionalText({ max: 32 }),
  is_preview: flag(0),
});
