import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { API_PATHS } from '@h5-page/schema/constants';
import { AppError, ok } from '../errors.ts';
import { flag, id, optionalText } from '../core/fields.ts';
import { noStore } from './campaign-support.ts';

const detailQuery = z.object({
  id: id(),
  terminal_type: optionalText({ max: 32 }),
  is_preview: flag(0),
});

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
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      API_PATHS.VACANCY_DETAIL,
      { schema: { querystring: detailQuery } },
      async (request, reply) => {
        noStore(reply);
        const query = request.query;
        const row = await app.store.campaign.activityData.vacancy(query.id);
        if (!row) throw new AppError('VACANCY_NOT_FOUND');
        return ok<VacancyAnswer>({
          id: row.id,
          current_num: row.currentNum,
          change_type_limit: row.changeTypeLimit,
          limit: row.limitNum,
        });
      },
    );
}
