-- Consent beyond the lead form (China's personal-information law): every form that takes a
-- visitor's personal data records the version of the personal-information statement they agreed
-- to, beside what it stores. A user keeps the version agreed to at their latest login or
-- registration (the passport page, register by address, invite register); an open-day
-- registration, a holdings check-up request and a brokerage request keep the version agreed to
-- when sent. Rows stored before consent was asked keep NULL: they agreed to no recorded version.
ALTER TABLE users ADD COLUMN consent_version integer;
ALTER TABLE open_day_registrations ADD COLUMN consent_version integer;
ALTER TABLE sim_stock_hold_requests ADD COLUMN consent_version integer;
ALTER TABLE brokerage_requests ADD COLUMN consent_version integer;
