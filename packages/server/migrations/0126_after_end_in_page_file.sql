-- What visitors get after a page's end now lives in the page file (`after_end`), where review
-- approves it with the rest of the draft and publish copies it from there. A page keeps the
-- choice its current version was published with (the version waiting for its start, else the
-- live one): its draft gains it, unless it names one already. The key is appended to the text,
-- as `json` keeps a page's text as written; the revision moves on, so a builder holding the older
-- draft is told rather than saving over it. Versions keep their `after_end` as they went live.
UPDATE pages p
SET draft = regexp_replace(p.draft::text, '\s*\}\s*$', ',"after_end":' || v.after_end::text || '}')::json,
    draft_revision = p.draft_revision + 1
FROM page_versions v
WHERE v.id = coalesce(p.scheduled_version_id, p.published_version_id)
  AND v.after_end IS NOT NULL
  AND v.ends_at IS NOT NULL
  AND json_typeof(p.draft) = 'object'
  AND p.draft -> 'after_end' IS NULL
  AND p.draft::text !~ '^\s*\{\s*\}\s*$';
