-- A schedule: a version published with a start still ahead waits in scheduled_version_id while
-- the live version (published_version_id) keeps serving; at its start it becomes the live one.
ALTER TABLE pages ADD COLUMN scheduled_version_id integer;

-- What visitors get once a version's window ends: {kind: 'notice', message, link_text, link_url}
-- (a page with a message and a link) or {kind: 'redirect', url}; null: the plain ended page.
ALTER TABLE page_versions ADD COLUMN after_end json;
