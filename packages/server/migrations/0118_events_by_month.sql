-- The events table partitioned by month (of created_at, in UTC): retention drops a whole month's
-- partition instead of deleting its rows one by one, and stats of a period read only the months
-- it covers. The tracking domain creates the current and next months' partitions at start and
-- hourly; anything outside the created months lands in events_default, so no insert ever fails.
-- A partitioned table's keys must include the partition key: the primary key is (id, created_at),
-- and id still comes from the same sequence, so ids stay unique.

ALTER SEQUENCE events_id_seq OWNED BY NONE;
ALTER TABLE events RENAME TO events_unpartitioned;
ALTER TABLE events_unpartitioned RENAME CONSTRAINT events_pkey TO events_unpartitioned_pkey;
DROP INDEX events_stats_idx;

CREATE TABLE events (
  id bigint NOT NULL DEFAULT nextval('events_id_seq'),
  kind text NOT NULL,
  page_code text,
  page_id integer,
  session_id text,
  uid text,
  path text,
  duration_ms integer,
  data jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  env text,
  cps_id text,
  PRIMARY KEY (id, created_at)
) PARTITION BY RANGE (created_at);

ALTER SEQUENCE events_id_seq OWNED BY events.id;

-- A partition for every month that holds events, and for the current and next months.
DO $$
DECLARE
  month timestamp;
BEGIN
  FOR month IN
    SELECT date_trunc('month', created_at AT TIME ZONE 'UTC') FROM events_unpartitioned
    UNION
    SELECT date_trunc('month', now() AT TIME ZONE 'UTC') + step * interval '1 month'
    FROM generate_series(0, 1) AS step
  LOOP
    EXECUTE format(
      'CREATE TABLE %I PARTITION OF events FOR VALUES FROM (%L) TO (%L)',
      'events_p' || to_char(month, 'YYYYMM'),
      month AT TIME ZONE 'UTC',
      (month + interval '1 month') AT TIME ZONE 'UTC'
    );
  END LOOP;
END
$$;

CREATE TABLE events_default PARTITION OF events DEFAULT;

-- The same rows in the new shape (moved, not new content), then the index, built once at the end.
INSERT INTO events
  (id, kind, page_code, page_id, session_id, uid, path, duration_ms, data, created_at, env, cps_id)
SELECT id, kind, page_code, page_id, session_id, uid, path, duration_ms, data, created_at, env, cps_id
FROM events_unpartitioned;

DROP TABLE events_unpartitioned;

-- Every stats figure of a page and period is read from this index alone (index-only scans), as
-- before; on a partitioned table each partition gets its own.
CREATE INDEX events_stats_idx ON events (page_code, kind, created_at)
  INCLUDE (session_id, duration_ms, env, cps_id);
