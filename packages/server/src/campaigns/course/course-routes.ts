import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { API_PATHS } from '@h5-page/schema/constants';
import { int, intOr, optionalText } from '../../core/fields.ts';
import { AppError, ok } from '../../errors.ts';
import { requireUser } from '../../accounts/auth/require-user.ts';
import { noStore } from '../campaign-support.ts';
import { sqlRows } from '../simulated-trading/sim-rows.ts';
import { campaignGet } from '../campaign-get.ts';
import { userPost } from '../user-post.ts';

export const liveCalendarQuery = z.object({
  // The first day shown (Asia/Shanghai), default today; up to 14 days.
  from: optionalText({ max: 10, pattern: /^\d{4}-\d{2}-\d{2}$/ }),
  days: intOr(1, 14, 7),
});

export const liveReservationBody = z.object({ activity_id: int(1) });

export const videoListQuery = z.object({
  category: optionalText({ max: 16 }),
  limit: intOr(1, 50, 20),
});

interface LiveRow {
  id: number;
  date: string;
  title: string;
  teacher: string;
  start_time: string;
  end_time: string;
  status: 'ended' | 'live' | 'upcoming';
}

/**
 * Courses: the live activities calendar (each day from `from` for `days` days, with each
 * session's status now: ended, live or upcoming), reservations of upcoming sessions (token, 401
 * without: `GET my-reservations` → `{ids}`; `POST reserve {activity_id}` and `POST
 * cancel-reservation {activity_id}` → `{id, reserved}`, both idempotent; an unknown session 404,
 * reserving one that has started 409) and the course video list.
 */
export async function courseRoutes(app: FastifyInstance): Promise<void> {
  const db = app.store.db;

  campaignGet(
    app,
    API_PATHS.LIVE_ACTIVITIES_CALENDAR,
    liveCalendarQuery,
    async ({ query: { from, days } }) => {
      const rows = await sqlRows<LiveRow & { first_day: string }>(
        db,
        sql`WITH bounds AS (
        SELECT coalesce(${from ?? null}::date, (now() AT TIME ZONE 'Asia/Shanghai')::date) AS first_day
      )
      SELECT a.id::int AS id,
             to_char(a.starts_at AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD') AS date,
             a.title, a.teacher,
             to_char(a.starts_at AT TIME ZONE 'Asia/Shanghai', 'HH24:MI') AS start_time,
             to_char(a.ends_at AT TIME ZONE 'Asia/Shanghai', 'HH24:MI') AS end_time,
             CASE WHEN a.ends_at <= now() THEN 'ended'
                  WHEN a.starts_at <= now() THEN 'live' ELSE 'upcoming' END AS status,
             to_char(b.first_day, 'YYYY-MM-DD') AS first_day
      FROM bounds b
      LEFT JOIN live_activities a
        ON (a.starts_at AT TIME ZONE 'Asia/Shanghai')::date >= b.first_day
       AND (a.starts_at AT TIME ZONE 'Asia/Shanghai')::date < b.first_day + ${days}::int
      ORDER BY a.starts_at, a.id`,
      );
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

  app.get(API_PATHS.LIVE_MY_RESERVATIONS, async (request, reply) => {
    noStore(reply);
    const { uid } = await requireUser(request);
    const rows = await sqlRows<{ id: number }>(
      db,
      sql`SELECT activity_id::int AS id FROM live_reservations WHERE softuser_id = ${uid}
          ORDER BY activity_id`,
    );
    return ok({ ids: rows.map((row) => row.id) });
  });

  const reservation = { body: liveReservationBody, bodyLimit: 1024 };
  userPost(app, API_PATHS.LIVE_RESERVE, reservation, async ({ uid, body: { activity_id: id } }) => {
    const [session] = await sqlRows<{ started: boolean }>(
      db,
      sql`SELECT starts_at <= now() AS started FROM live_activities WHERE id = ${id}`,
    );
    if (!session) throw new AppError('LIVE_NOT_FOUND');
    if (session.started) throw new AppError('LIVE_STARTED');
    await db.execute(sql`INSERT INTO live_reservations (softuser_id, activity_id)
                         VALUES (${uid}, ${id}) ON CONFLICT DO NOTHING`);
    return ok({ id, reserved: true });
  });

  userPost(
    app,
    API_PATHS.LIVE_CANCEL_RESERVATION,
    reservation,
    async ({ uid, body: { activity_id: id } }) => {
      const [session] = await sqlRows<{ id: number }>(
        db,
        sql`SELECT id::int AS id FROM live_activities WHERE id = ${id}`,
      );
      if (!session) throw new AppError('LIVE_NOT_FOUND');
      await db.execute(
        sql`DELETE FROM live_reservations WHERE softuser_id = ${uid} AND activity_id = ${id}`,
      );
      return ok({ id, reserved: false });
    },
  );

  campaignGet(app, API_PATHS.VIDEO_LIST, videoListQuery, async ({ query: { category, limit } }) => {
    const list = await sqlRows(
      db,
      sql`SELECT id::int AS id, title, teacher, category, duration_seconds::int AS duration_seconds,
             poster, video_url
      FROM course_videos ${category ? sql`WHERE category = ${category}` : sql``}
      ORDER BY sort, id LIMIT ${limit}`,
    );
    return ok({ list });
  });
}
