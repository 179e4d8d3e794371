import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { API_PATHS } from '@h5-page/schema/constants';
import { intOr, optionalText, text } from '../../core/fields.ts';
import { AppError, ok } from '../../errors.ts';
import { answers } from '../../core/answers.ts';
import { campaignGet } from '../campaign-get.ts';

const SLUG = /^[a-z0-9-]+$/;

export const cpmjListQuery = z.object({
  category: optionalText({ max: 16 }),
  limit: intOr(1, 50, 20),
});

export const cpmjDetailQuery = z.object({ name: text({ max: 64, pattern: SLUG }) });

export const groupPostListQuery = z.object({
  topic: text({ max: 32, pattern: SLUG }),
  limit: intOr(1, 50, 10),
});

/**
 * 操盘秘籍: the article list, one article by its slug (the `:name` of /cpmj/details/:name; an
 * unknown one is a 404 the page shows with a way back) and the group post list of a topic.
 */
export async function cpmjRoutes(app: FastifyInstance): Promise<void> {
  const repo = app.campaigns.cpmj;

  const rows = z.array(z.record(z.string(), z.unknown()));
  const list = { query: cpmjListQuery, response: answers(z.object({ list: rows }), 'articles') };
  campaignGet(app, API_PATHS.CPMJ_LIST, list, async ({ query: { category, limit } }) => {
    return ok({ list: await repo.list(category, limit) });
  });

  const detail = {
    query: cpmjDetailQuery,
    response: answers(z.record(z.string(), z.unknown()), 'the article'),
  };
  campaignGet(app, API_PATHS.CPMJ_DETAIL, detail, async ({ query: { name } }) => {
    const article = await repo.detail(name);
    if (!article) throw new AppError('CPMJ_NOT_FOUND');
    return ok(article);
  });

  campaignGet(
    app,
    API_PATHS.GROUP_POST_LIST,
    { query: groupPostListQuery, response: answers(z.object({ list: rows }), "the topic's posts") },
    async ({ query: { topic, limit } }) => {
      return ok({ list: await repo.posts(topic, limit) });
    },
  );
}
