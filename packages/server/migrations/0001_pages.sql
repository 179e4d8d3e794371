-- Pages, their published versions, and visitor events (page views, clicks, beacons).
-- Page JSON is `json`, not `jsonb`: `json` keeps the text as written, so key order survives
-- and an exported page is byte for byte what was imported.

CREATE TABLE pages (
  id serial PRIMARY KEY,
  code text NOT NULL UNIQUE,
  title text NOT NULL DEFAULT '',
  draft json NOT NULL,
  draft_updated_at timestamptz NOT NULL DEFAULT now(),
  published_version_id integer,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE page_versions (
  id serial PRIMARY KEY,
  page_id integer NOT NULL REFERENCES pages (id) ON DELETE CASCADE,
  version integer NOT NULL,
  data json NOT NULL,
  published_at timestamptz NOT NULL DEFAULT now(),
  note text NOT NULL DEFAULT '',
  CONSTRAINT page_versions_page_id_version_key UNIQUE (page_id, version)
);

ALTER TABLE pages
  ADD CONSTRAINT pages_published_version_id_fkey
  FOREIGN KEY (published_version_id) REFERENCES page_versions (id) ON DELETE SET NULL;

-- page_id is the page's own extra.pageID as reported by the visitor app, not a key into pages.
CREATE TABLE events (
  id bigserial PRIMARY KEY,
  kind text NOT NULL,
  page_code text,
  page_id integer,
  session_id text,
  uid text,
  path text,
  duration_ms integer,
  data jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Counting views and clicks per page (and per period) reads only this index.
CREATE INDEX events_page_code_kind_created_at_idx ON events (page_code, kind, created_at);
