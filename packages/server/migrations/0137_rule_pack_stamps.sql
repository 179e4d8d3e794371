-- The rule packs a review and an archive were checked with (`pbc-316@2026.11.28 …`): a
-- submission records those its checks passed, a decision those in force when it was made, an
-- archive those in force when its version went live. Null on every row before: the checks then
-- were the phrase list alone.
ALTER TABLE page_reviews ADD COLUMN checked_with text;
ALTER TABLE page_reviews ADD COLUMN decided_with text;
ALTER TABLE page_version_archives ADD COLUMN checked_with text;
