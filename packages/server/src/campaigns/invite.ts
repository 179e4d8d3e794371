import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { API_PATHS } from '@h5-page/schema/constants';
import { MAINLAND_MOBILE } from '@h5-page/schema/mainland-mobile';
import { maskPhone } from '@h5-page/schema/personal-masks';
import {
  INVITE_NEWCOMER_PRIZE,
  INVITE_SHARE_PRIZE,
  INVITE_STAGES,
} from '@h5-page/schema/invite/invite-stages';
import { requireUser } from '../accounts/auth/require-user.ts';
import { checkSmsCode, createSmsCodeHasher } from '../accounts/auth/sms-codes.ts';
import { setTokenCookie } from '../accounts/auth/token-cookie.ts';
import { codeRefusal } from '../accounts/passport.ts';
import { createSmsCodeRepository } from '../accounts/store/sms-code-repository.ts';
import { createUserRepository } from '../accounts/store/user-repository.ts';
import { chinaDay } from '../counters/rate-limit.ts';
import { AppError, ok } from '../errors.ts';
import { int, intOr, text } from '../core/fields.ts';
import type { Db } from '../store/open-database.ts';
import { createInviteRepository } from './store/invite-repository.ts';
import { noStore } from './campaign-support.ts';
import { answers } from '../core/answers.ts';
import { userGet } from './user-get.ts';
import { userPost } from './user-post.ts';
import { campaignPost } from './campaign-post.ts';
import { guard } from '../abuse/abuse-guard.ts';
import { consentVersionField, requireCurrentConsent } from '../accounts/consent.ts';

export const inviteRegisterBody = z.object({
  handset: text({ max: 11, pattern: MAINLAND_MOBILE }),
  code: text({ max: 6, pattern: /^\d+$/ }),
  share_code: text({ max: 16, pattern: /^[A-Za-z0-9]+$/ }),
  consent_version: consentVersionField(),
});
export const invitedListQuery = z.object({
  page: intOr(1, 10_000, 1),
  page_size: intOr(1, 50, 20),
});
export const receiveStageBody = z.object({ stage: int(1, INVITE_STAGES.length) });

/** The handset masked (`138****5678`); a user without one is 牛8用户. */
const mask = (handset: string | null | undefined) => (handset ? maskPhone(handset) : '牛8用户');

const masked = z.string().describe('138****5678');
const epochMs = z.int().describe('epoch ms');
const shareCodeAnswer = answers(z.object({ share_code: z.string() }));
const registerStateAnswer = answers(
  z.object({
    registered: z.boolean(),
    inviter: masked.optional(),
    registered_at: epochMs.optional(),
    prize: z.string().optional(),
  }),
);
const homeDataAnswer = answers(
  z.object({
    share_code: z.string(),
    invited_count: z.int(),
    stages: z.array(
      z.object({
        stage: z.int(),
        need: z.int(),
        prize: z.string(),
        reached: z.boolean(),
        received: z.boolean(),
      }),
    ),
    shared_today: z.boolean(),
    share_prize_received: z.boolean(),
  }),
);
const myPrizesAnswer = answers(
  z.object({
    list: z.array(z.object({ kind: z.string(), name: z.string(), created_at: epochMs })),
  }),
);

/**
 * Invite friends. Every call but register needs a token (401); register logs the friend in.
 *
 * - `GET invitation/v1/share-code` → `{share_code}` (made on first ask, then the same);
 * - `POST invitation/v1/register {handset, code, share_code, consent_version}`: the SMS code of
 *   the passport calls, then a new account (with the statement's version the friend agreed to)
 *   bound to the inviter (counted once; an existing user: 409) with the newcomer gift; answers
 *   `{token, softuser_id, inviter, prize}` and sets the token cookie;
 * - `GET invitation/v1/register-state` → `{registered, inviter, registered_at, prize}`;
 * - `GET user-intro-2024-03/home-data` → `{share_code, invited_count, stages, shared_today,
 *   share_prize_received}`; `my-invited-list?page&page_size` → `{list, total}`;
 *   `my-prizes` → `{list}`;
 * - `POST receive-state1-prize {stage}`: the stage's prize once, when the invited count reaches it;
 * - `POST remember-share`, then `POST grant-share-prize`: the share prize once a day (China time).
 */
export async function inviteRoutes(app: FastifyInstance): Promise<void> {
  const invites = app.campaigns.invites;
  const hasher = createSmsCodeHasher(app.config.jwtSecret);
  const today = () => chinaDay(Date.now()).key;

  app.get(
    API_PATHS.INVITE_SHARE_CODE,
    { schema: { response: shareCodeAnswer } },
    async (request, reply) => {
      noStore(reply);
      const { uid } = await requireUser(request);
      return ok({ share_code: await invites.shareCodeOf(uid) });
    },
  );

  campaignPost(
    app,
    API_PATHS.INVITE_REGISTER,
    {
      body: inviteRegisterBody,
      bodyLimit: 4096,
      response: answers(
        z.object({
          token: z.string(),
          softuser_id: z.int(),
          inviter: masked,
          prize: z.string(),
        }),
        'registered and logged in: the token cookie is set',
      ),
    },
    async ({ body, request, reply }) => {
      const shareCode = body.share_code.toUpperCase();
      const inviterId = await invites.inviterOf(shareCode);
      if (inviterId === null) throw new AppError('INVITE_CODE_UNKNOWN');
      const consentVersion = await requireCurrentConsent(app, body.consent_version);
      // The SMS code is checked below: without the right one nothing is written.
      await guard(request, reply, { handset: body.handset, verified: true });
      const now = new Date();
      // Code, account, binding and gift commit together; an existing user rolls it all back.
      const outcome = await app.database.db.transaction(async (tx) => {
        const codes = createSmsCodeRepository(tx);
        const check = await checkSmsCode(codes, hasher, body.handset, body.code, now);
        if (check.kind !== 'ok') return { check, uid: null };
        await codes.consume(check.id, now);
        const login = await createUserRepository(tx).loginOrRegister({
          handset: body.handset,
          now,
          consentVersion,
        });
        if (!login.created) throw new AppError('INVITE_NOT_NEW_USER');
        const uid = login.user.softuserId;
        const inTx = createInviteRepository(tx as Db);
        if (!(await inTx.bind(tx as Db, uid, inviterId, shareCode))) {
          throw new AppError('INVITE_NOT_NEW_USER');
        }
        await inTx.grant(uid, 'newcomer', INVITE_NEWCOMER_PRIZE, tx as Db);
        return { check, uid };
      });
      const refusal = codeRefusal(outcome.check);
      if (refusal || outcome.uid === null) throw refusal ?? new AppError('INTERNAL');
      const token = await app.tokens.sign(outcome.uid);
      setTokenCookie(request, reply, token);
      const [inviter] = await invites.invitedHandsets([inviterId]);
      return ok({
        token,
        softuser_id: outcome.uid,
        inviter: mask(inviter),
        prize: INVITE_NEWCOMER_PRIZE,
      });
    },
  );

  app.get(
    API_PATHS.INVITE_REGISTER_STATE,
    { schema: { response: registerStateAnswer } },
    async (request, reply) => {
      noStore(reply);
      const { uid } = await requireUser(request);
      const invitation = await invites.invitationOf(uid);
      if (!invitation) return ok({ registered: false });
      const [inviter] = await invites.invitedHandsets([invitation.inviterId]);
      return ok({
        registered: true,
        inviter: mask(inviter),
        registered_at: invitation.createdAt.getTime(),
        prize: INVITE_NEWCOMER_PRIZE,
      });
    },
  );

  app.get(
    API_PATHS.INVITE_HOME_DATA,
    { schema: { response: homeDataAnswer } },
    async (request, reply) => {
      noStore(reply);
      const { uid } = await requireUser(request);
      const day = today();
      const [shareCode, invited, prizes, shared] = await Promise.all([
        invites.shareCodeOf(uid),
        invites.invitedCount(uid),
        invites.prizes(uid),
        invites.sharedOn(uid, day),
      ]);
      const kinds = new Set(prizes.map((prize) => prize.kind));
      return ok({
        share_code: shareCode,
        invited_count: invited,
        stages: INVITE_STAGES.map((stage) => ({
          ...stage,
          reached: invited >= stage.need,
          received: kinds.has(`stage${stage.stage}`),
        })),
        shared_today: shared,
        share_prize_received: kinds.has(`share:${day}`),
      });
    },
  );

  const invitedList = {
    query: invitedListQuery,
    response: answers(
      z.object({
        list: z.array(z.object({ nick: masked, created_at: epochMs })),
        total: z.int(),
      }),
    ),
  };
  userGet(app, API_PATHS.INVITE_MY_INVITED_LIST, invitedList, async ({ uid, query }) => {
    const [rows, total] = await Promise.all([
      invites.invited(uid, (query.page - 1) * query.page_size, query.page_size),
      invites.invitedCount(uid),
    ]);
    return ok({
      list: rows.map((row) => ({
        nick: mask(row.handset),
        created_at: row.createdAt.getTime(),
      })),
      total,
    });
  });

  app.get(
    API_PATHS.INVITE_MY_PRIZES,
    { schema: { response: myPrizesAnswer } },
    async (request, reply) => {
      noStore(reply);
      const { uid } = await requireUser(request);
      const prizes = await invites.prizes(uid);
      return ok({
        list: prizes.map((prize) => ({
          kind: prize.kind,
          name: prize.name,
          created_at: prize.createdAt.getTime(),
        })),
      });
    },
  );

  userPost(
    app,
    API_PATHS.INVITE_RECEIVE_STAGE_PRIZE,
    {
      body: receiveStageBody,
      response: answers(z.object({ stage: z.int(), prize: z.string() }), 'the prize is granted'),
    },
    async ({ uid, body: { stage }, request, reply }) => {
      const definition = INVITE_STAGES.find((entry) => entry.stage === stage);
      if (!definition) throw new AppError('INVITE_STAGE_NOT_REACHED');
      if ((await invites.invitedCount(uid)) < definition.need) {
        throw new AppError('INVITE_STAGE_NOT_REACHED');
      }
      await guard(request, reply, { uid });
      if (!(await invites.grant(uid, `stage${stage}`, definition.prize))) {
        throw new AppError('INVITE_STAGE_RECEIVED');
      }
      return ok({ stage, prize: definition.prize });
    },
  );

  const remembered = answers(z.object({ shared_today: z.literal(true) }));
  const rememberShare = { schema: { response: remembered }, bodyLimit: 4096 };
  app.post(API_PATHS.INVITE_REMEMBER_SHARE, rememberShare, async (request, reply) => {
    noStore(reply);
    const { uid } = await requireUser(request);
    await invites.rememberShare(uid, today());
    return ok({ shared_today: true });
  });

  const granted = answers(z.object({ prize: z.string() }), "today's share prize is granted");
  const grantShare = { schema: { response: granted }, bodyLimit: 4096 };
  app.post(API_PATHS.INVITE_GRANT_SHARE_PRIZE, grantShare, async (request, reply) => {
    noStore(reply);
    const { uid } = await requireUser(request);
    const day = today();
    if (!(await invites.sharedOn(uid, day))) throw new AppError('INVITE_NOT_SHARED');
    await guard(request, reply, { uid });
    if (!(await invites.grant(uid, `share:${day}`, INVITE_SHARE_PRIZE))) {
      throw new AppError('INVITE_SHARE_PRIZE_RECEIVED');
    }
    return ok({ prize: INVITE_SHARE_PRIZE });
  });
}
