import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { API_PATHS } from '@h5-page/schema/constants';
import { AppError, ok } from '../errors.ts';
import { answers } from '../core/answers.ts';
import { campaignGet } from './campaign-get.ts';
import { activityDataQuery } from './activity-data-query.ts';

/** Number detail (spec section 3) plus the limit the progress bar measures against. */
export interface VacancyAnswer {
  id: string;
  current_num: number;
  change_type_limit: number;
  limit: number;
}

/**
 * `GET /n8sf/api/activity/v1/activity-vacancy/detail?id=…` (the number and progress blocks'
 * live data) → `{id, current_num, change_type_limit, limit}`; unknown id: 404 名额数据不存在.
 * No token.
 */
export async function vacancyRoutes(app: FastifyInstance): Promise<void> {
  const detail = {
    query: activityDataQuery,
    response: answers(
      z.object({
        id: z.string(),
        current_num: z.int(),
        change_type_limit: z.int(),
        limit: z.int(),
      }),
    ),
  };
  campaignGet(app, API_PATHS.VACANCY_DETAIL, detail, async ({ query }) => {
    const row = await app.campaigns.activityData.vacancy(query.id);
    if (!row) throw new AppError('VACANCY_NOT_FOUND');
    return ok<VacancyAnswer>({
      id: row.id,
      current_num: row.currentNum,
      change_type_limit: row.changeTypeLimit,
      limit: row.limitNum,
    });
  });
}
