import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { API_PATHS } from '@h5-page/schema/constants';
import { MAINLAND_MOBILE } from '@h5-page/schema/mainland-mobile';
import { requireUser } from '../../accounts/auth/require-user.ts';
import { optionalText, text } from '../../core/fields.ts';
import { consentVersionField, requireCurrentConsent } from '../../accounts/consent.ts';
import { ownHandset } from '../../accounts/own-handset.ts';
import { AppError, ok } from '../../errors.ts';
import { noStore } from '../campaign-support.ts';
import { answers } from '../../core/answers.ts';
import { userPost } from '../user-post.ts';

export const competitionSignUpBody = z.object({
  nickname: optionalText({ max: 12 }),
});

export const stockHoldBody = z.object({
  real_name: text({ max: 12 }),
  handset: optionalText({ max: 11, pattern: MAINLAND_MOBILE }).describe(
    '手机号：缺省为登录手机号；只能是登录手机号',
  ),
  holdings: text({ max: 200 }),
  note: optionalText({ max: 200 }),
  consent_version: consentVersionField(),
});

/**
 * The stock competition (sign up once, logged in; each entrant plays a simulated portfolio on
 * the simulated-trading leaderboard) and the holdings check-up request form of /stockHold,
 * filed under the phone the user's login verified (another `handset`: 403) with the version of
 * the personal-information statement they agreed to.
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
    const handset = await ownHandset(app, uid, body.handset);
    const consentVersion = await requireCurrentConsent(app, body.consent_version);
    const id = await repo.addStockHoldRequest({
      softuserId: uid,
      realName: body.real_name,
      handset,
      holdings: body.holdings,
      note: body.note ?? '',
      consentVersion,
    });
    return ok({ id });
  });
}
