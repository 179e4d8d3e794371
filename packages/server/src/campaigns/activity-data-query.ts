import { z } from 'zod';
import { TERMINAL_TYPES } from '@h5-page/schema/terminal-type';
import { flag, id, optionalIntIn } from '../core/fields.ts';

/** The query of the activity-data reads (vacancies, virtual users): the record and where it shows. */
export const activityDataQuery = z.object({
  id: id(),
  terminal_type: optionalIntIn(TERMINAL_TYPES),
  is_preview: flag(0),
});
