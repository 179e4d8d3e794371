-- Signed preview links, each bound to the draft it was made for: the link carries this row's id,
-- and the row keeps that draft's exact text, so a later save or publish never changes what the
-- link shows. Deleting the row revokes the link on every server process at once; deleting the
-- page deletes its links.

CREATE TABLE preview_links (
  id text PRIMARY KEY,
  page_id integer NOT NULL REFERENCES pages (id) ON DELETE CASCADE,
  content_hash text NOT NULL,
  page json NOT NULL,
  created_by text,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);

CREATE INDEX preview_links_page_id_idx ON preview_links (page_id, expires_at);
