import { z } from 'zod';

/**
 * Courses: `view` picks the live activities calendar (`days` from today) or the course video
 * list (`category` to narrow it, `limit` to cap it); `title` heads it.
 */
export const courseValueSchema = z.looseObject({
  view: z.enum(['calendar', 'videos']).default('calendar'),
  title: z.string().optional(),
  category: z.string().optional(),
  days: z.number().int().min(1).max(14).default(7),
  limit: z.number().int().min(1).max(50).default(10),
});
