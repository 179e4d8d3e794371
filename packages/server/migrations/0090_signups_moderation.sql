-- Operators moderate tour comments: a hidden comment stays stored but leaves the visitor page.
ALTER TABLE tour_comments ADD COLUMN hidden_at timestamptz;
ALTER TABLE tour_comments ADD COLUMN hidden_by text;

-- The record of lead exports becomes the record of every release of visitors' personal data:
-- which data (subject: leads or a sign-up table), how (export: a CSV; read: a screen showing whole
-- values). A read without a date range has no period.
ALTER TABLE lead_exports ADD COLUMN subject text NOT NULL DEFAULT 'leads';
ALTER TABLE lead_exports ADD COLUMN action text NOT NULL DEFAULT 'export'
  CHECK (action IN ('export', 'read'));
ALTER TABLE lead_exports ALTER COLUMN period_from DROP NOT NULL;
ALTER TABLE lead_exports ALTER COLUMN period_to DROP NOT NULL;

-- The sign-up screens list each table newest first.
CREATE INDEX IF NOT EXISTS sim_stock_hold_requests_created_idx ON sim_stock_hold_requests (created_at);
CREATE INDEX IF NOT EXISTS open_day_registrations_created_idx ON open_day_registrations (created_at);
CREATE INDEX IF NOT EXISTS tour_enrolments_created_idx ON tour_enrolments (created_at);
CREATE INDEX IF NOT EXISTS brokerage_requests_created_idx ON brokerage_requests (created_at);
