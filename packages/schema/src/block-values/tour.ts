import { z } from 'zod';

/**
 * The lecture-tour blocks (tour map, speeches, comments, posters): `tour` is the tour's code on
 * the server (the tour page's code, e.g. `xunjiang`); `title` heads the block.
 */
const tourCode = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, '巡讲编码只能是字母、数字、下划线或短横线')
  .default('xunjiang');

export const tourMapValueSchema = z.looseObject({
  tour: tourCode,
  title: z.string().optional(),
});

export const tourSpeechesValueSchema = z.looseObject({
  tour: tourCode,
  title: z.string().optional(),
});

export const tourCommentsValueSchema = z.looseObject({
  tour: tourCode,
  title: z.string().optional(),
  pageSize: z.number().int().min(1).max(50).optional(),
});

export const tourPostersValueSchema = z.looseObject({
  tour: tourCode,
  title: z.string().optional(),
});
