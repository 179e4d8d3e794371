-- Demo content: the seed's pages carry a flag the builder shows (演示), and one call removes the
-- demo (admin API POST /admin/api/demo/remove). Once removed, starts no longer seed it.
ALTER TABLE pages ADD COLUMN demo boolean NOT NULL DEFAULT false;

-- Pages the seed wrote before the flag existed are its demo pages.
UPDATE pages SET demo = true WHERE code IN (SELECT code FROM page_seeds);

-- Facts about the store as a whole ('demo-removed': the operator removed the demo content).
CREATE TABLE store_flags (
  name text PRIMARY KEY CHECK (name ~ '^[a-z0-9-]{1,64}$'),
  set_at timestamptz NOT NULL DEFAULT now()
);
