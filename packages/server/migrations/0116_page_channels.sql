-- Named channels of a page: a marketer hands each one its own link (the page address carrying
-- `cps_id`) and poster. The stats key visits and leads by the cps_id alone, so deleting a channel
-- here leaves its past figures in place.

CREATE TABLE page_channels (
  id serial PRIMARY KEY,
  page_id integer NOT NULL REFERENCES pages (id) ON DELETE CASCADE,
  cps_id text NOT NULL,
  name text NOT NULL,
  created_by text,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (page_id, cps_id)
);
