import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { API_PATHS } from '@h5-page/schema/constants';
import { ok } from '../errors.ts';
import { id } from '../core/fields.ts';
import { answers } from '../core/answers.ts';
import { userPost } from './user-post.ts';

const uploadBody = z.object({ browse_collect_id: id() });

/**
 * `POST /oabase/api/collect/v1/softuser/browse/upload {browse_collect_id}` (token): a button with
 * `oaStatistics` reports its `uploadId` for the logged-in visitor; stored per user → `{id}`.
 */
export async function browseUploadRoutes(app: FastifyInstance): Promise<void> {
  const upload = {
    body: uploadBody,
    response: answers(z.object({ id: z.int() }), 'the report is stored'),
  };
  userPost(app, API_PATHS.BROWSE_UPLOAD, upload, async ({ uid, body }) => {
    const recorded = await app.campaigns.browse.record(uid, body.browse_collect_id);
    return ok({ id: recorded });
  });
}
