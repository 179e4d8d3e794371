import { sql } from 'drizzle-orm';
import type { CourseVideo } from '@h5-page/schema/answers/course-video';
import type { Db } from '../../store/open-database.ts';
import { sqlRows } from '../../store/sql-rows.ts';

export interface LiveRow {
  id: number;
  date: string;
  title: string;
  teacher: string;
  start_time: string;
  end_time: string;
  status: 'ended' | 'live' | 'upcoming';
}

export type { CourseVideo };

/** Courses' tables: live activities, their reservations, and the course videos. */
export function createCourseRepository(db: Db) {
  return {
    /**
     * The sessions of `days` days from `from` (Asia/Shanghai; default today), each with its
     * status now, and the first day itself (a row with a null id when no session falls in them).
     */
    async liveCalendar(
      from: string | undefined,
      days: number,
    ): Promise<(LiveRow & { first_day: string })[]> {
      return sqlRows<LiveRow & { first_day: string }>(
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
    },

    /** The ids of the sessions a user reserved, in order. */
    async reservationsOf(uid: number): Promise<number[]> {
      const rows = await sqlRows<{ id: number }>(
        db,
        sql`SELECT activity_id::int AS id FROM live_reservations WHERE softuser_id = ${uid}
          ORDER BY activity_id`,
      );
      return rows.map((row) => row.id);
    },

    /** Whether a session has started; null when there is no such session. */
    async sessionStarted(id: number): Promise<boolean | null> {
      const [session] = await sqlRows<{ started: boolean }>(
        db,
        sql`SELECT starts_at <= now() AS started FROM live_activities WHERE id = ${id}`,
      );
      return session ? session.started : null;
    },

    async sessionExists(id: number): Promise<boolean> {
      const [session] = await sqlRows<{ id: number }>(
        db,
        sql`SELECT id::int AS id FROM live_activities WHERE id = ${id}`,
      );
      return session !== undefined;
    },

    /** Reserves a session for a user; reserving twice changes nothing. */
    async reserve(uid: number, id: number): Promise<void> {
      await db.execute(sql`INSERT INTO live_reservations (softuser_id, activity_id)
                         VALUES (${uid}, ${id}) ON CONFLICT DO NOTHING`);
    },

    async cancelReservation(uid: number, id: number): Promise<void> {
      await db.execute(
        sql`DELETE FROM live_reservations WHERE softuser_id = ${uid} AND activity_id = ${id}`,
      );
    },

    /** The course videos, of one category or all, in their order. */
    async videos(category: string | undefined, limit: number): Promise<CourseVideo[]> {
      return sqlRows<CourseVideo>(
        db,
        sql`SELECT id::int AS id, title, teacher, category, duration_seconds::int AS duration_seconds,
             poster, video_url
      FROM course_videos ${category ? sql`WHERE category = ${category}` : sql``}
      ORDER BY sort, id LIMIT ${limit}`,
      );
    },
  };
}

export type CourseRepository = ReturnType<typeof createCourseRepository>;
