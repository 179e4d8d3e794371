import { z } from 'zod';

/**
 * 操盘秘籍: `view` picks the article list (`category` to narrow it), the article the URL's
 * `/cpmj/details/:name` names (an unknown one shows a not-found notice with a way back), or the
 * group posts of `topic`; `title` heads it; `limit` caps the lists.
 */
export const cpmjValueSchema = z.looseObject({
  view: z.enum(['list', 'detail', 'posts']).default('list'),
  title: z.string().optional(),
  category: z.string().optional(),
  topic: z.string().default('cpmj'),
  limit: z.number().int().min(1).max(50).default(10),
});
