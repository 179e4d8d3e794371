-- What visitors were sent: each published version keeps the HTML the server rendered for it when
-- it first went live, as sent and as one self-contained file (styles and pictures inlined,
-- scripts left out) that opens anywhere. Written once; a later render of the version never
-- replaces it.

CREATE TABLE page_version_archives (
  version_id integer PRIMARY KEY REFERENCES page_versions (id) ON DELETE CASCADE,
  html text NOT NULL,
  file text NOT NULL,
  rendered_at timestamptz NOT NULL DEFAULT now()
);
