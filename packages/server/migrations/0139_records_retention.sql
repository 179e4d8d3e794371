-- Records kept as long as the law asks (《证券法》: a securities firm keeps its business records at
-- least 20 years, RECORD_RETENTION_YEARS). A page's versions, the archive of what each version
-- sent visitors, its review records and its filings are such records: deleting a page no longer
-- takes them along. The admin call refuses to delete a page that has any (409
-- PAGE_RECORDS_KEPT); these keys refuse it in the database too, whatever the code above does.
-- Only the removal of the seeded demo pages (sample content, not business records) deletes a
-- page's records, explicitly, one table after another (`seed/demo-content.ts`).

ALTER TABLE page_versions DROP CONSTRAINT IF EXISTS page_versions_page_id_fkey;
ALTER TABLE page_versions
  ADD CONSTRAINT page_versions_page_id_fkey
  FOREIGN KEY (page_id) REFERENCES pages (id) ON DELETE RESTRICT;

ALTER TABLE page_reviews DROP CONSTRAINT IF EXISTS page_reviews_page_id_fkey;
ALTER TABLE page_reviews
  ADD CONSTRAINT page_reviews_page_id_fkey
  FOREIGN KEY (page_id) REFERENCES pages (id) ON DELETE RESTRICT;

ALTER TABLE page_version_archives DROP CONSTRAINT IF EXISTS page_version_archives_version_id_fkey;
ALTER TABLE page_version_archives
  ADD CONSTRAINT page_version_archives_version_id_fkey
  FOREIGN KEY (version_id) REFERENCES page_versions (id) ON DELETE RESTRICT;

-- Filing before use (需报备, `filing/`): a page so marked goes live only once a filing is
-- recorded and FILING_WAIT_WORKING_DAYS working days have passed since the day it was filed. The
-- mark is the page's own (admin metadata, not the visitor's page file).
ALTER TABLE pages ADD COLUMN IF NOT EXISTS filing_required boolean NOT NULL DEFAULT false;

-- Each filing recorded (a business record, kept like the versions: never deleted with the page).
CREATE TABLE IF NOT EXISTS page_filings (
  id serial PRIMARY KEY,
  page_id integer NOT NULL REFERENCES pages (id) ON DELETE RESTRICT,
  filed_on date NOT NULL,
  reference text NOT NULL CHECK (char_length(reference) BETWEEN 1 AND 64),
  recorded_by text,
  recorded_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX IF NOT EXISTS page_filings_page_idx ON page_filings (page_id, id);
