-- Purges a shared cache (nginx, a CDN) still owes: one row per visitor URL whose cached copy is
-- out of date. Queued in the transaction that changes what the URL shows, so a publish that
-- commits always has its purge waiting, and sent (and retried) by every process's purger.
-- A URL has one row at most: a change while its purge waits folds into it, and `generation`
-- counts those changes, so a purge sent before the latest change does not clear the row.

CREATE TABLE cache_purges (
  id serial PRIMARY KEY,
  url text NOT NULL UNIQUE,
  generation integer NOT NULL DEFAULT 1,
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  last_error text NOT NULL DEFAULT '',
  queued_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX cache_purges_due_idx ON cache_purges (next_attempt_at);
