-- Page stats: each event keeps the visitor's environment (from the user agent) and channel
-- (`cps_id` of the page address), read when it arrives, so the stats group by plain columns.
ALTER TABLE events ADD COLUMN env text;
ALTER TABLE events ADD COLUMN cps_id text;

-- Every stats figure of a page and period is read from this index alone (index-only scans):
-- views and uniques by session, stay from the beacons' durations, environment and channel splits.
-- It replaces the plain (page_code, kind, created_at) index, which it covers.
CREATE INDEX events_stats_idx ON events (page_code, kind, created_at)
  INCLUDE (session_id, duration_ms, env, cps_id);
DROP INDEX events_page_code_kind_created_at_idx;

-- Leads exported as CSV: who, when, which page and period, and whether phones were whole.
CREATE TABLE lead_exports (
  id serial PRIMARY KEY,
  editor_id integer REFERENCES editors (id) ON DELETE SET NULL,
  username text NOT NULL,
  role text NOT NULL,
  page_code text NOT NULL,
  period_from date NOT NULL,
  period_to date NOT NULL,
  full_phones boolean NOT NULL,
  row_count integer NOT NULL,
  exported_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX lead_exports_page_code_exported_at_idx ON lead_exports (page_code, exported_at);
