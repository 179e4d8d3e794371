-- Automatic allocation of an A/B test's traffic (Thompson sampling): a holdout of new visitors
-- keeps an equal split, and the analysis reads only them. Each event and lead says whether its
-- visitor was in the holdout (false on every row before: no page allocated automatically). The
-- weights of the visitors moved are kept per published version, recomputed at most every 15
-- minutes by whichever process finds them stale first (a conditional update), and read by all.
ALTER TABLE events ADD COLUMN holdout boolean NOT NULL DEFAULT false;
ALTER TABLE leads ADD COLUMN holdout boolean NOT NULL DEFAULT false;
CREATE TABLE experiment_allocations (
  page_code text NOT NULL,
  version integer NOT NULL,
  -- [{key, weight, chance}]: weight a share of the moved visitors, chance of being best.
  weights jsonb NOT NULL,
  computed_at timestamptz NOT NULL,
  PRIMARY KEY (page_code, version)
);
