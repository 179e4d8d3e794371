-- Who changed a draft and who published each version, and the optional window in which a
-- published version is shown (before starts_at visitors read 活动未开始, after ends_at 活动已结束).

ALTER TABLE pages ADD COLUMN updated_by text;

ALTER TABLE page_versions
  ADD COLUMN published_by text,
  ADD COLUMN starts_at timestamptz,
  ADD COLUMN ends_at timestamptz;
