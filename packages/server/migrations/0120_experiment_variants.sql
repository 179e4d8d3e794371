-- A/B variants: the variant a visitor was shown travels on each of the visit's events and on the
-- lead they leave, so an experiment's figures are counted per variant. NULL: the page had none.
ALTER TABLE events ADD COLUMN variant text;
ALTER TABLE leads ADD COLUMN variant text;
CREATE INDEX leads_page_code_variant_idx ON leads (page_code, variant, created_at) WHERE variant IS NOT NULL;
