-- The lead form's extra fields: each lead keeps the answers it was sent with, as
-- [{"label": …, "value": …}] in the form's order (labels as the form showed them then).
ALTER TABLE leads ADD COLUMN extra jsonb NOT NULL DEFAULT '[]'::jsonb;

-- The media library names its files (the uploaded file's name, renamed in the builder) and finds
-- them by name.
ALTER TABLE media ADD COLUMN name text NOT NULL DEFAULT '';
