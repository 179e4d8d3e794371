-- Every page content the seed has written (a digest of the page's canonical JSON), so a later
-- start can tell a page still exactly as seeded (brought up to date with the seed) from one an
-- editor has changed (never touched).
CREATE TABLE page_seeds (
  code text NOT NULL,
  digest text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (code, digest)
);
