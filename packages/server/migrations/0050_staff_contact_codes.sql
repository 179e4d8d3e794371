-- Enterprise WeChat contact codes made for a state code and a staff member (the default one for a
-- state code without a binding): each outside call creates a new contact way, so a code is made
-- once per state code and staff member and reused after.
CREATE TABLE staff_contact_codes (
  state_code text NOT NULL,
  staff_id integer NOT NULL,
  qr_code text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (state_code, staff_id)
);
