-- Campaign anti-abuse: per page, how many claims, sign-ups and coupon grabs one address, one
-- device and one handset may make a China day, the handsets refused outright, and whether only
-- visitors with a phone verified by SMS may take part. A page without a row follows the server's
-- defaults (ABUSE_CAPS_PER_DAY).

CREATE TABLE abuse_rules (
  page_code text PRIMARY KEY,
  -- 0: no cap
  per_address integer NOT NULL CHECK (per_address >= 0),
  per_device integer NOT NULL CHECK (per_device >= 0),
  per_handset integer NOT NULL CHECK (per_handset >= 0),
  verified_only boolean NOT NULL DEFAULT false,
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by text
);

-- Handsets refused on one page, or on every page ('').
CREATE TABLE abuse_blocklist (
  id serial PRIMARY KEY,
  page_code text NOT NULL DEFAULT '',
  handset text NOT NULL,
  note text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  created_by text,
  UNIQUE (page_code, handset)
);

-- The slots taken: one row per page, China day, key kind (address, device, handset) and key,
-- raised by one upsert that refuses to pass the cap, so concurrent requests never exceed it.
CREATE TABLE abuse_counts (
  page_code text NOT NULL,
  day date NOT NULL,
  key_kind text NOT NULL CHECK (key_kind IN ('address', 'device', 'handset')),
  key text NOT NULL,
  count integer NOT NULL,
  PRIMARY KEY (page_code, day, key_kind, key)
);

CREATE INDEX abuse_counts_day_idx ON abuse_counts (day);

-- Refused attempts per page, China day and rule, for the page's stats.
CREATE TABLE abuse_refusals (
  page_code text NOT NULL,
  day date NOT NULL,
  rule text NOT NULL
    CHECK (rule IN ('address', 'device', 'handset', 'blocklist', 'unverified')),
  count integer NOT NULL,
  PRIMARY KEY (page_code, day, rule)
);
