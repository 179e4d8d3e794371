-- The stats breakdown (hours, channels, environments, buttons, clicking visitors) from rollups
-- filled as events are written, in the same transaction, instead of every event of the period.
-- A visitor's distinct count over several days needs the sessions themselves, so a row is a
-- session's views and clicks of one page in one Shanghai hour, channel and environment: a
-- session's events of a visit fall into one or two such rows. Events without a session count in
-- the sums under session_id '' and never as a visitor (ids are non-empty tokens).
CREATE TABLE page_session_rollups (
  page_code text NOT NULL,
  day date NOT NULL,
  hour smallint NOT NULL,
  cps_id text NOT NULL,
  env text NOT NULL,
  session_id text NOT NULL,
  page_views integer NOT NULL DEFAULT 0,
  clicks integer NOT NULL DEFAULT 0,
  PRIMARY KEY (page_code, day, hour, cps_id, env, session_id)
);

-- A session's clicks on one button of a page in a day. The button's position, block and text
-- come from the click's data, up to 2 kB of it: the key holds the digest of the three as a JSON
-- array (one text per button, whatever characters the texts hold), not the texts. The key's
-- order (button, then session) hands the breakdown each button's sessions in order: its visitors
-- are counted without sorting the period's rows.
CREATE TABLE page_button_rollups (
  page_code text NOT NULL,
  day date NOT NULL,
  button_key text NOT NULL,
  session_id text NOT NULL,
  position text NOT NULL,
  block text NOT NULL,
  label text NOT NULL,
  clicks integer NOT NULL DEFAULT 0,
  PRIMARY KEY (page_code, button_key, session_id, day) INCLUDE (clicks)
);

-- The retention's hourly look for the days before its cut: rows arrive in the order of their
-- days, so a block range index finds them for next to nothing to keep up.
CREATE INDEX page_session_rollups_day_idx ON page_session_rollups USING brin (day);
CREATE INDEX page_button_rollups_day_idx ON page_button_rollups USING brin (day);

INSERT INTO page_session_rollups (page_code, day, hour, cps_id, env, session_id, page_views, clicks)
SELECT page_code, (created_at AT TIME ZONE 'Asia/Shanghai')::date,
  extract(hour FROM created_at AT TIME ZONE 'Asia/Shanghai')::int,
  coalesce(cps_id, ''), coalesce(env, 'desktop'), coalesce(session_id, ''),
  count(*) FILTER (WHERE kind = 'pv'), count(*) FILTER (WHERE kind = 'click')
FROM events
WHERE page_code IS NOT NULL AND kind IN ('pv', 'click')
GROUP BY 1, 2, 3, 4, 5, 6;

INSERT INTO page_button_rollups
  (page_code, day, button_key, session_id, position, block, label, clicks)
SELECT page_code, day, md5(json_build_array(position, block, label)::text), session_id,
  position, block, label, count(*)
FROM (
  SELECT page_code, (created_at AT TIME ZONE 'Asia/Shanghai')::date AS day,
    coalesce(session_id, '') AS session_id, coalesce(data->>'path', '') AS position,
    coalesce(data->>'block', '') AS block, coalesce(data->>'name', '') AS label
  FROM events
  WHERE page_code IS NOT NULL AND kind = 'click'
) AS clicked
GROUP BY page_code, day, session_id, position, block, label;
