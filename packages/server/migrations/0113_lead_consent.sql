-- Consent and retention of leads (China's personal-information law): each lead records the
-- version of the personal-information statement the visitor agreed to, and a lead whose personal
-- data was erased (by the retention job or on request) keeps its page, channel and time so the
-- stats still count it. Erased leads have no handset (NULL, so the unique key per handset and
-- page holds for any number of them), an empty name and no answers, and erased_at set.
CREATE TABLE privacy_statements (
  version serial PRIMARY KEY,
  text text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  created_by text
);

-- Leads stored before consent was asked keep NULL: they agreed to no recorded version.
ALTER TABLE leads ADD COLUMN consent_version integer;
ALTER TABLE leads ADD COLUMN erased_at timestamptz;
ALTER TABLE leads ALTER COLUMN handset DROP NOT NULL;

-- The retention job looks for leads not yet erased, oldest first.
CREATE INDEX leads_unerased_created_at_idx ON leads (created_at) WHERE erased_at IS NULL;
