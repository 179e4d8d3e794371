-- A strategy article opens on a page of its own (/simulateTrading/article/details/:id), which
-- shows its full text; the list keeps showing the summary.
ALTER TABLE sim_articles ADD COLUMN body text NOT NULL DEFAULT '';
