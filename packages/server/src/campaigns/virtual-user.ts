import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { API_PATHS } from '@h5-page/schema/constants';
import { AppError, ok } from '../errors.ts';
import type { NoticeItem } from '../store/tables-campaign.ts';
import { flag, id, optionalText } from '../core/fields.ts';
import { noStore } from './campaign-support.ts';

const detailQuery = z.object({
  id: id(),
  terminal_type: optionalText({ max: 32 }),
  is_preview: flag(0),
});

export interface VirtualUsersAnswer {
  id: string;
  /** Ticker items, in order. */
  list: NoticeItem[];
}

/**
 * `GET /n8sf/api/activity/v1/activity-virtual-user/detail?id=…&terminal_type=…&is_preview=0|1`
 * (the notice block) → `{id, list: [{avatar, text}]}`; unknown id: 404 播报数据不存在. No token.
 */
export async function virtualUserRoutes(app: FastifyInstance): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      API_PATHS.VIRTUAL_USER_DETAIL,
      { schema: { querystring: detailQuery } },
      async (request, reply) => {
        noStore(reply);
        const query = request.query;
        const row = await app.store.campaign.activityData.virtualUsers(query.id);
        if (!row) throw new AppError('VIRTUAL_USERS_NOT_FOUND');
        return ok<VirtualUsersAnswer>({ id: row.id, list: row.items });
      },
    );
}
