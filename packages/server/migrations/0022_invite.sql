-- Invite friends: a share code per user, invitations (an invitee is counted once, for the code
-- they registered with), prizes (one per kind per user: each stage once, the share prize once a
-- day, the newcomer gift once) and the days a user shared.

CREATE TABLE invite_codes (
  softuser_id integer PRIMARY KEY,
  code text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE invitations (
  invitee_id integer PRIMARY KEY,
  inviter_id integer NOT NULL,
  code text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX invitations_inviter_idx ON invitations (inviter_id, created_at DESC);

CREATE TABLE invite_prizes (
  softuser_id integer NOT NULL,
  kind text NOT NULL,
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (softuser_id, kind)
);

CREATE TABLE invite_shares (
  softuser_id integer NOT NULL,
  day text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (softuser_id, day)
);
