-- Builder accounts and their sessions. Sessions live in the database so that every server
-- process sharing it accepts the same sign-in; the cookie holds a random token and only its
-- sha256 is stored, so a copy of the table signs nobody in.

CREATE TABLE editors (
  id serial PRIMARY KEY,
  username text NOT NULL UNIQUE,
  password_hash text NOT NULL,
  role text NOT NULL CHECK (role IN ('editor', 'publisher')),
  disabled boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE editor_sessions (
  token_hash text PRIMARY KEY,
  editor_id integer NOT NULL REFERENCES editors (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);

CREATE INDEX editor_sessions_editor_id_idx ON editor_sessions (editor_id);
