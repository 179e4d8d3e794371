import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { API_PATHS } from '@h5-page/schema/constants';
import { MAINLAND_MOBILE } from '@h5-page/schema/mainland-mobile';
import { maskPhone } from '@h5-page/schema/personal-masks';
import { requireUser } from '../accounts/auth/require-user.ts';
import { AppError, ok } from '../errors.ts';
import { int, optionalText, text } from '../core/fields.ts';
import { consentVersionField, requireCurrentConsent } from '../accounts/consent.ts';
import { ownHandset } from '../accounts/own-handset.ts';
import { noStore } from './campaign-support.ts';
import { answers } from '../core/answers.ts';
import { shanghaiMinute } from './shanghai-minute.ts';
import { userPost } from './user-post.ts';
import { guard } from '../abuse/abuse-guard.ts';

export const openDayRegisterBody = z.object({
  session_id: int(1),
  name: text({ max: 12 }),
  handset: optionalText({ max: 11, pattern: MAINLAND_MOBILE }).describe(
    '手机号：缺省为登录手机号；只能是登录手机号',
  ),
  consent_version: consentVersionField(),
});

const registration = z.object({
  session_id: z.int(),
  name: z.string(),
  handset: z.string().describe('138****5678'),
  registered_at: z.int().describe('epoch ms'),
});
const myInfo = answers(
  z.object({
    sessions: z.array(
      z.object({
        id: z.int(),
        title: z.string(),
        date: z.string().describe('Asia/Shanghai, to the minute'),
        address: z.string(),
        seats: z.int(),
        left: z.int(),
        state: z.enum(['open', 'full', 'ended']),
      }),
    ),
    registration: registration.nullable().describe("the user's; null when none"),
  }),
);

/**
 * Headquarters open day (token, 401 without):
 *
 * - `GET my-info` → `{sessions: [{id, title, date, address, seats, left, state}], registration}`
 *   (`registration` is the user's: session, name, masked handset; null when none);
 * - `POST register {session_id, name, consent_version, handset?}` → the registration, under the
 *   phone the user's login verified (another `handset`: 403) with the statement's version they
 *   agreed to; once per user (409), a full session 409, an ended one 409, an unknown one 404.
 */
export async function openDayRoutes(app: FastifyInstance): Promise<void> {
  const openDay = app.campaigns.openDay;

  const registrationAnswer = async (uid: number) => {
    const mine = await openDay.registrationOf(uid);
    return mine
      ? {
          session_id: mine.sessionId,
          name: mine.name,
          handset: maskPhone(mine.handset),
          registered_at: mine.createdAt.getTime(),
        }
      : null;
  };

  app.get(API_PATHS.OPEN_DAY_MY_INFO, { schema: { response: myInfo } }, async (request, reply) => {
    noStore(reply);
    const { uid } = await requireUser(request);
    const now = Date.now();
    const sessions = await openDay.sessions();
    return ok({
      sessions: sessions.map((session) => {
        const left = Math.max(0, session.seats - session.registered);
        return {
          id: session.id,
          title: session.title,
          date: shanghaiMinute(session.startsAt),
          address: session.address,
          seats: session.seats,
          left,
          state: session.startsAt.getTime() <= now ? 'ended' : left === 0 ? 'full' : 'open',
        };
      }),
      registration: await registrationAnswer(uid),
    });
  });

  userPost(
    app,
    API_PATHS.OPEN_DAY_REGISTER,
    { body: openDayRegisterBody, response: answers(registration, 'registered') },
    async ({ uid, body, request, reply }) => {
      const handset = await ownHandset(app, uid, body.handset);
      const consentVersion = await requireCurrentConsent(app, body.consent_version);
      await guard(request, reply, { uid });
      const outcome = await openDay.register({
        softuserId: uid,
        sessionId: body.session_id,
        name: body.name,
        handset,
        consentVersion,
      });
      if (outcome === 'missing') throw new AppError('OPEN_DAY_SESSION_NOT_FOUND');
      if (outcome === 'already') throw new AppError('OPEN_DAY_ALREADY_REGISTERED');
      if (outcome === 'full') throw new AppError('OPEN_DAY_FULL');
      if (outcome === 'ended') throw new AppError('OPEN_DAY_ENDED');
      return ok(await registrationAnswer(uid));
    },
  );
}
