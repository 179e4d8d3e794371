-- Daily figures of each page, filled as events are written (in the same transaction), so the
-- stats of a period read one row per day instead of every event. Days are Asia/Shanghai days.
CREATE TABLE page_day_rollups (
  page_code text NOT NULL,
  day date NOT NULL,
  page_views integer NOT NULL DEFAULT 0,
  clicks integer NOT NULL DEFAULT 0,
  -- Visit beacons that carried a duration, and the sum of those durations.
  stays integer NOT NULL DEFAULT 0,
  stay_sum_ms bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (page_code, day)
);

-- Each session that viewed a page on a day, once: unique visitors of a day are its rows, of a
-- period the distinct sessions of its days.
CREATE TABLE page_day_visitors (
  page_code text NOT NULL,
  day date NOT NULL,
  session_id text NOT NULL,
  PRIMARY KEY (page_code, day, session_id)
);

INSERT INTO page_day_rollups (page_code, day, page_views, clicks, stays, stay_sum_ms)
SELECT page_code, (created_at AT TIME ZONE 'Asia/Shanghai')::date,
  count(*) FILTER (WHERE kind = 'pv'), count(*) FILTER (WHERE kind = 'click'),
  count(duration_ms) FILTER (WHERE kind = 'beacon'),
  coalesce(sum(duration_ms) FILTER (WHERE kind = 'beacon'), 0)
FROM events
WHERE page_code IS NOT NULL AND kind IN ('pv', 'click', 'beacon')
GROUP BY 1, 2;

INSERT INTO page_day_visitors (page_code, day, session_id)
SELECT DISTINCT page_code, (created_at AT TIME ZONE 'Asia/Shanghai')::date, session_id
FROM events
WHERE page_code IS NOT NULL AND kind = 'pv' AND session_id IS NOT NULL;
