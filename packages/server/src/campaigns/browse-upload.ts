import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { API_PATHS } from '@h5-page/schema/constants';
import { requireUser } from '../accounts/auth/require-user.ts';
import { userFirst } from '../accounts/auth/user-first.ts';
import { ok } from '../errors.ts';
import { id } from '../core/fields.ts';
import { noStore } from './campaign-support.ts';

const uploadBody = z.object({ browse_collect_id: id() });

/**
 * `POST /oabase/api/collect/v1/softuser/browse/upload {browse_collect_id}` (token): a button with
 * `oaStatistics` reports its `uploadId` for the logged-in visitor; stored per user → `{id}`.
 */
export async function browseUploadRoutes(app: FastifyInstance): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      API_PATHS.BROWSE_UPLOAD,
      { schema: { body: uploadBody }, preValidation: userFirst, bodyLimit: 4096 },
      async (request, reply) => {
        noStore(reply);
        const { uid } = await requireUser(request);
        const body = request.body;
        const recorded = await app.store.campaign.browse.record(uid, body.browse_collect_id);
        return ok({ id: recorded });
      },
    );
}
