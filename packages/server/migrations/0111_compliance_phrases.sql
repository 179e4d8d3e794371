-- The phrase list of the compliance checks as admins last saved it, whole: one row, or none while
-- nobody has edited it (the code's default list applies then). A saved empty list stays empty,
-- so every default entry can be removed.

CREATE TABLE compliance_phrase_list (
  id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  -- [{phrase, level}], level 'error' or 'warning'
  phrases json NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by text
);
