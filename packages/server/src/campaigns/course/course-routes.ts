import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { API_PATHS } from '@h5-page/schema/constants';
import { int, intOr, optionalDay, optionalText } from '../../core/fields.ts';
import { AppError, ok } from '../../errors.ts';
import { requireUser } from '../../accounts/auth/require-user.ts';
import { noStore } from '../campaign-support.ts';
import { answers } from '../../core/answers.ts';
import { campaignGet } from '../campaign-get.ts';
import { userPost } from '../user-post.ts';
import { guard } from '../../abuse/abuse-guard.ts';

export const liveCalendarQuery = z.object({
  // The first day shown (Asia/Shanghai), default today; up to 14 days.
  from: optionalDay(),
  days: intOr(1, 14, 7),
});

export const liveReservationBody = z.object({ activity_id: int(1) });

export const videoListQuery = z.object({
  category: optionalText({ max: 16 }),
  limit: intOr(1, 50, 20),
});

/**
 * Courses: the live activities calendar (each day from `from` for `days` days, with each
 * session's status now: ended, live or upcoming), reservations of upcoming sessions (token, 401
 * without: `GET my-reservations` → `{ids}`; `POST reserve {activity_id}` and `POST
 * cancel-reservation {activity_id}` → `{id, reserved}`, both idempotent; an unknown session 404,
 * reserving one that has started 409) and the course video list.
 */
export async function courseRoutes(app: FastifyInstance): Promise<void> {
  const course = app.campaigns.course;

  campaignGet(
    app,
    API_PATHS.LIVE_ACTIVITIES_CALENDAR,
    {
      query: liveCalendarQuery,
      response: answers(
        z.object({
          from: z.string().describe('the first day, YYYY-MM-DD (Asia/Shanghai)'),
          days: z.array(
            z.object({
              date: z.string(),
              activities: z.array(z.record(z.string(), z.unknown())).describe('live sessions'),
            }),
          ),
        }),
      ),
    },
    async ({ query: { from, days } }) => {
      const rows = await course.liveCalendar(from, days);
      const first = rows[0]?.first_day ?? '';
      const dates = Array.from({ length: days }, (_, index) => {
        const day = new Date(`${first}T00:00:00Z`);
        day.setUTCDate(day.getUTCDate() + index);
        return day.toISOString().slice(0, 10);
      });
      return ok({
        from: first,
        days: dates.map((date) => ({
          date,
          activities: rows
            .filter((row) => row.id !== null && row.date === date)
            .map(({ first_day: _first, date: _date, ...row }) => row),
        })),
      });
    },
  );

  const mine = answers(z.object({ ids: z.array(z.int()).describe('sessions reserved') }));
  app.get(
    API_PATHS.LIVE_MY_RESERVATIONS,
    { schema: { response: mine } },
    async (request, reply) => {
      noStore(reply);
      const { uid } = await requireUser(request);
      return ok({ ids: await course.reservationsOf(uid) });
    },
  );

  const reservation = {
    body: liveReservationBody,
    bodyLimit: 1024,
    response: answers(z.object({ id: z.int(), reserved: z.boolean() })),
  };
  userPost(app, API_PATHS.LIVE_RESERVE, reservation, async ({ uid, body, request, reply }) => {
    const id = body.activity_id;
    const started = await course.sessionStarted(id);
    if (started === null) throw new AppError('LIVE_NOT_FOUND');
    if (started) throw new AppError('LIVE_STARTED');
    await guard(request, reply, { uid });
    await course.reserve(uid, id);
    return ok({ id, reserved: true });
  });

  userPost(
    app,
    API_PATHS.LIVE_CANCEL_RESERVATION,
    reservation,
    async ({ uid, body: { activity_id: id } }) => {
      if (!(await course.sessionExists(id))) throw new AppError('LIVE_NOT_FOUND');
      await course.cancelReservation(uid, id);
      return ok({ id, reserved: false });
    },
  );

  const videos = {
    query: videoListQuery,
    response: answers(z.object({ list: z.array(z.record(z.string(), z.unknown())) }), 'videos'),
  };
  campaignGet(app, API_PATHS.VIDEO_LIST, videos, async ({ query: { category, limit } }) => {
    const list = await course.videos(category, limit);
    return ok({ list });
  });
}
