import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { API_PATHS } from '@h5-page/schema/constants';
import { AppError, SUCCESS_CODE } from '../errors.ts';
import type { Envelope } from '../errors.ts';
import { stateCode } from '../core/fields.ts';
import { answers } from '../core/answers.ts';
import { campaignGet } from './campaign-get.ts';

const jumpQuery = z.object({ state_code: stateCode() });

/**
 * `GET /oabase/api/jump/v1/state-code?state_code=…` (button action 11, `stateCodeId`) → code 1
 * with `{url}` to follow; a state code without a url answers code 1, `url: ''` and its msg,
 * which the button shows in a toast (spec section 8). Unknown: 404 链接已失效. No token.
 */
export async function stateCodeJumpRoutes(app: FastifyInstance): Promise<void> {
  const jump = {
    query: jumpQuery,
    response: answers(
      z.object({ url: z.string().describe("'' when the state code has none: msg says why") }),
    ),
  };
  campaignGet(app, API_PATHS.STATE_CODE_JUMP, jump, async ({ query }) => {
    const target = await app.campaigns.jumps.find(query.state_code);
    if (!target) throw new AppError('STATE_CODE_NOT_FOUND');
    return {
      code: SUCCESS_CODE,
      msg: target.url ? 'success' : target.msg || '暂无可跳转的页面',
      response: { url: target.url },
    } satisfies Envelope<{ url: string }>;
  });
}
