-- Request to publish: each submission keeps the exact draft text it was made for (the revision
-- the reviewer sees and decides on) and that text's hash. An approval is bound to the hash, so
-- any later save of a different draft no longer matches it and publishing needs a new review;
-- a rollback to a version whose text an approval covers needs none.

CREATE TABLE page_reviews (
  id serial PRIMARY KEY,
  page_id integer NOT NULL REFERENCES pages (id) ON DELETE CASCADE,
  revision integer NOT NULL,
  page json NOT NULL,
  content_hash text NOT NULL,
  note text NOT NULL DEFAULT '',
  submitted_by text,
  submitted_at timestamptz NOT NULL DEFAULT now(),
  -- pending, approved, rejected; superseded when a newer submission of the page replaced it
  status text NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'approved', 'rejected', 'superseded')),
  decided_by text,
  decided_at timestamptz,
  comment text NOT NULL DEFAULT '',
  -- [{path, text}]: the reviewer's notes pinned to blocks
  notes json NOT NULL DEFAULT '[]'
);

CREATE INDEX page_reviews_status_idx ON page_reviews (status, submitted_at);
CREATE INDEX page_reviews_page_idx ON page_reviews (page_id, content_hash);
