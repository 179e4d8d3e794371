import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { STATS_TIME_ZONE } from '@h5-page/schema/stats-period';

/**
 * The upserts that add events to the breakdown's rollups (migration 0121): `source` is any
 * relation with the events' columns (the batch being written, or stored rows). Worked out in
 * SQL with the very expressions the breakdown once applied to the events (the Shanghai day and
 * hour, the defaults of a missing channel and environment, the button's three texts from the
 * click's data), so the figures are the same. Rows go in key order: two writers adding the same
 * session at once lock its rows in the same order and never deadlock.
 */
export function sessionRollupsFrom(source: SQL): SQL {
  return sql`INSERT INTO page_session_rollups
      (page_code, day, hour, cps_id, env, session_id, page_views, clicks)
    SELECT page_code, (created_at AT TIME ZONE ${STATS_TIME_ZONE})::date,
      extract(hour FROM created_at AT TIME ZONE ${STATS_TIME_ZONE})::int,
      coalesce(cps_id, ''), coalesce(env, 'desktop'), coalesce(session_id, ''),
      count(*) FILTER (WHERE kind = 'pv'), count(*) FILTER (WHERE kind = 'click')
    FROM ${source} AS viewed
    WHERE page_code IS NOT NULL AND kind IN ('pv', 'click')
    GROUP BY 1, 2, 3, 4, 5, 6
    ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT (page_code, day, hour, cps_id, env, session_id) DO UPDATE SET
      page_views = page_session_rollups.page_views + EXCLUDED.page_views,
      clicks = page_session_rollups.clicks + EXCLUDED.clicks`;
}

/** As `sessionRollupsFrom`, for the clicks of each session on each button. */
export function buttonRollupsFrom(source: SQL): SQL {
  return sql`INSERT INTO page_button_rollups
      (page_code, day, button_key, session_id, position, block, label, clicks)
    SELECT page_code, day, md5(json_build_array(position, block, label)::text) AS button_key,
      session_id, position, block, label, count(*)
    FROM (
      SELECT page_code, (created_at AT TIME ZONE ${STATS_TIME_ZONE})::date AS day,
        coalesce(session_id, '') AS session_id, coalesce(data::jsonb->>'path', '') AS position,
        coalesce(data::jsonb->>'block', '') AS block, coalesce(data::jsonb->>'name', '') AS label
      FROM ${source} AS clicked
      WHERE page_code IS NOT NULL AND kind = 'click'
    ) AS buttons
    GROUP BY page_code, day, session_id, position, block, label
    ORDER BY page_code, button_key, session_id, day
    ON CONFLICT (page_code, button_key, session_id, day) DO UPDATE SET
      clicks = page_button_rollups.clicks + EXCLUDED.clicks`;
}

/** Whether a batch holds an event the breakdown's rollups count (a page's view or click). */
export function countsInBreakdown(
  batch: ReadonlyArray<{ kind: string; pageCode?: string | null }>,
) {
  return batch.some((event) => !!event.pageCode && (event.kind === 'pv' || event.kind === 'click'));
}
