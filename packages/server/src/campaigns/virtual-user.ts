import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { API_PATHS } from '@h5-page/schema/constants';
import { AppError, ok } from '../errors.ts';
import type { NoticeItem } from './store/tables.ts';
import { answers } from '../core/answers.ts';
import { campaignGet } from './campaign-get.ts';
import { activityDataQuery } from './activity-data-query.ts';

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
  const detail = {
    query: activityDataQuery,
    response: answers(
      z.object({
        id: z.string(),
        list: z.array(z.looseObject({ avatar: z.string(), text: z.string() })),
      }),
    ),
  };
  campaignGet(app, API_PATHS.VIRTUAL_USER_DETAIL, detail, async ({ query }) => {
    const row = await app.campaigns.activityData.virtualUsers(query.id);
    if (!row) throw new AppError('VIRTUAL_USERS_NOT_FOUND');
    return ok<VirtualUsersAnswer>({ id: row.id, list: row.items });
  });
}
