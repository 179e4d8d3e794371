import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CAMPAIGN_API_PREFIX } from '@h5-page/schema/constants';
import { requireUser } from '../accounts/auth/require-user.ts';
import { AppError, SUCCESS_CODE } from '../errors.ts';
import type { Envelope } from '../errors.ts';
import { sameSiteWrite } from '../core/same-site-write.ts';
import { noStore } from './campaign-support.ts';
import { answers, refuses } from '../core/answers.ts';

/** Campaign API paths: below the prefix, plain path segments. */
export const CAMPAIGN_API_PATH = new RegExp(
  `^${CAMPAIGN_API_PREFIX.replaceAll('/', '\\/')}[A-Za-z0-9_-]+(\\/[A-Za-z0-9_-]+){0,7}$`,
);
export const CAMPAIGN_API_PATH_MAX_LENGTH = 200;

/**
 * Button action 8 (api): the button calls its configured `api`, a gateway path below
 * `/oabase/api/campaign/v1/` (`coupon/receive`, say), by POST, and shows the answer's msg. A call
 * changes state (it is counted, once-per-user calls remember the user), so it is POST only, from
 * this site (GET: 405; another site's page: 403). Each path is a row of
 * campaign_apis (editable through the admin API): its msg; whether it needs a token (401
 * without); whether a user may call it once (a repeat answers code 1 with repeat_msg). Calls by
 * logged-in users are counted per user. Unknown paths: 404 接口不存在. The body is not read.
 */
export async function campaignApiRoutes(app: FastifyInstance): Promise<void> {
  const apis = app.campaigns.campaignApis;

  const postOnly = { response: refuses(405, 'POST only') };
  app.get(`${CAMPAIGN_API_PREFIX}*`, { schema: postOnly }, async () => {
    throw new AppError('METHOD_NOT_ALLOWED');
  });
  app.route({
    method: 'POST',
    url: `${CAMPAIGN_API_PREFIX}*`,
    schema: {
      response: answers(
        z.object({
          msg: z.string(),
          repeated: z.boolean().describe('a once-per-user call called again (msg: its repeat_msg)'),
        }),
        "the call's msg",
      ),
    },
    bodyLimit: 16 * 1024,
    preHandler: sameSiteWrite(app),
    handler: async (request, reply) => {
      noStore(reply);
      const path = request.url.split('?')[0] ?? '';
      if (path.length > CAMPAIGN_API_PATH_MAX_LENGTH || !CAMPAIGN_API_PATH.test(path)) {
        throw new AppError('NOT_FOUND');
      }
      const api = await apis.find(path);
      if (!api) throw new AppError('NOT_FOUND');
      let msg = api.msg;
      let calls = 0;
      if (api.requiresToken) {
        const { uid } = await requireUser(request);
        calls = await apis.recordCall(path, uid);
        if (api.oncePerUser && calls > 1 && api.repeatMsg) msg = api.repeatMsg;
      }
      const answer: Envelope<{ msg: string; repeated: boolean }> = {
        code: SUCCESS_CODE,
        msg,
        response: { msg, repeated: api.oncePerUser && calls > 1 },
      };
      return answer;
    },
  });
}
