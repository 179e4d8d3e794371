-- Uploaded images and videos, one row per distinct content (keyed by its sha256). The bytes
-- live in the database so that every server process on one PostgreSQL serves the same files.

CREATE TABLE media (
  hash text PRIMARY KEY,
  ext text NOT NULL,
  type text NOT NULL,
  size integer NOT NULL,
  width integer,
  height integer,
  data bytea NOT NULL,
  uploaded_by text,
  uploaded_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX media_uploaded_at_idx ON media (uploaded_at);
