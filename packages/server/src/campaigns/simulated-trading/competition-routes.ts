import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { API_PATHS } from '@h5-page/schema/constants';
import { MAINLAND_MOBILE } from '@h5-page/schema/mainland-mobile';
import { requireUser } from '../../accounts/auth/require-user.ts';
import { optionalText, text } from '../../core/fields.ts';
import { AppError, ok } from '../../errors.ts';
import { noStore } from '../campaign-support.ts';
import { answers } from '../../core/answers.ts';
import { userPost } from '../user-post.ts';

export const competitionSignUpBody = z.object({
  nickname: optionalText({ max: 12 }),
});

export const stockHoldBody = z.object({
  real_name: text({ max: 12 }),
  handset: text({ max: 11, pattern: MAINLAND_MOBILE }),
  holdings: text({ max: 200 }),
  note: optionalText({ max: 200 }),
});

/**
 * The stock competition (sign up once, logged in; each entrant plays a simulated portfolio on
 * the simulated-trading leaderboard) and the holdings check-up request form of /stockHold.
 */
export async function competitionRoutes(app: FastifyInstance): Promise<void> {
  const repo = app.campaigns.simTrading;

  const myInfo = answers(
    z.object({
      signed_up: z.boolean(),
      signed_up_at: z.unknown().describe('when, or null'),
      nickname: z.string().nullable(),
    }),
  );
  app.get(
    API_PATHS.COMPETITION_MY_INFO,
    { schema: { response: myInfo } },
    async (request, reply) => {
      noStore(reply);
      const { uid } = await requireUser(request);
      const entry = await repo.entry(uid);
      const portfolio = await repo.portfolio(uid);
      return ok({
        signed_up: entry !== null,
        signed_up_at: entry?.signed_up_at ?? null,
        nickname: portfolio?.nickname ?? null,
      });
    },
  );

  userPost(
    app,
    API_PATHS.COMPETITION_SIGN_UP,
    {
      body: competitionSignUpBody,
      response: answers(z.object({ signed_up: z.literal(true), nickname: z.string().nullable() })),
    },
    async ({ uid, body: { nickname } }) => {
      if (!(await repo.signUp(uid, nickname))) throw new AppError('COMPETITION_ALREADY_SIGNED_UP');
      const portfolio = await repo.portfolio(uid);
      return ok({ signed_up: true, nickname: portfolio?.nickname ?? null });
    },
  );

  const stockHold = {
    body: stockHoldBody,
    response: answers(z.object({ id: z.int() }), 'the application is stored'),
  };
  userPost(app, API_PATHS.STOCK_HOLD_APPLY, stockHold, async ({ uid, body }) => {
    const id = await repo.addStockHoldRequest({
      softuserId: uid,
      realName: body.real_name,
      handset: body.handset,
      holdings: body.holdings,
      note: body.note ?? '',
    });
    return ok({ id });
  });
}
