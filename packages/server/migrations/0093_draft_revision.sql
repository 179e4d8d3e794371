-- Each saved draft gets the next revision number, so a save can say which draft it was based on
-- and be refused (409) when another editor saved in between, instead of silently overwriting.
ALTER TABLE pages ADD COLUMN draft_revision integer NOT NULL DEFAULT 1;
