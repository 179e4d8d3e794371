-- The builder's inbox: what happened (a review submitted or decided, a publish, a schedule's start
-- or end, a page about to end, a webhook failing), once per event, and who it is for, each with
-- whether they opened it. The same event seen twice (by two processes, or again after a restart)
-- is one row: its event_key.

CREATE TABLE notifications (
  id bigserial PRIMARY KEY,
  kind text NOT NULL,
  page_code text,
  text text NOT NULL,
  -- the screen it opens: {"screen": "page", "code": …}, {"screen": "review", "id": …}, {"screen": "webhooks"}
  target jsonb NOT NULL,
  event_key text NOT NULL UNIQUE,
  at timestamptz NOT NULL
);

CREATE INDEX notifications_at_idx ON notifications (at);

CREATE TABLE notification_recipients (
  notification_id bigint NOT NULL REFERENCES notifications (id) ON DELETE CASCADE,
  username text NOT NULL,
  read_at timestamptz,
  PRIMARY KEY (username, notification_id)
);

CREATE INDEX notification_recipients_unread_idx ON notification_recipients (username)
  WHERE read_at IS NULL;

-- One row at most: the 企业微信 group robot every notification is also sent to.
CREATE TABLE notification_settings (
  id integer PRIMARY KEY CHECK (id = 1),
  wecom_webhook_url text,
  -- the builder's address as the admin who saved it used it: links in the robot's messages
  link_origin text,
  updated_by text,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- How far the audit trail has been turned into notifications (its last seq read), shared by every
-- process: the row is locked while one reads on.
CREATE TABLE notification_cursors (
  name text PRIMARY KEY,
  seq bigint NOT NULL
);
