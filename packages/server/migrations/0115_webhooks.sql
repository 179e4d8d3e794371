-- Lead hand-off: endpoints that receive every new lead (of one page or of all pages), and a
-- durable outbox. A lead's deliveries are written in the lead's own transaction, so a committed
-- lead always has them queued; a deliverer in each server process sends them after the commit.

CREATE TABLE webhooks (
  id bigserial PRIMARY KEY,
  url text NOT NULL,
  -- null: every page
  page_code text,
  -- kept to sign each delivery; never answered by the API after creation
  secret text NOT NULL,
  enabled boolean NOT NULL DEFAULT true,
  created_by text,
  created_at timestamptz NOT NULL DEFAULT now(),
  disabled_at timestamptz
);

-- One row per (webhook, lead): its key is the idempotency key the receiver sees on every attempt.
CREATE TABLE webhook_deliveries (
  id bigserial PRIMARY KEY,
  webhook_id bigint NOT NULL REFERENCES webhooks (id) ON DELETE CASCADE,
  lead_id bigint NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  delivery_key text NOT NULL UNIQUE,
  -- pending (waiting or being sent), delivered (a 2xx answer), failed (given up)
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  -- when a deliverer may take it next; a claimed row is pushed past its request's timeout
  next_attempt_at timestamptz NOT NULL,
  -- after a failed attempt at or past this time, the delivery is given up
  give_up_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL,
  delivered_at timestamptz,
  UNIQUE (webhook_id, lead_id)
);

CREATE INDEX webhook_deliveries_due_idx ON webhook_deliveries (next_attempt_at)
  WHERE status = 'pending';
CREATE INDEX webhook_deliveries_lead_idx ON webhook_deliveries (lead_id);

CREATE TABLE webhook_attempts (
  id bigserial PRIMARY KEY,
  delivery_id bigint NOT NULL REFERENCES webhook_deliveries (id) ON DELETE CASCADE,
  at timestamptz NOT NULL,
  -- the receiver's HTTP status; null when none came (refused, timed out)
  status_code integer,
  error text,
  -- the start of the receiver's answer, bounded
  answer text NOT NULL DEFAULT '',
  duration_ms integer NOT NULL
);

CREATE INDEX webhook_attempts_delivery_idx ON webhook_attempts (delivery_id, id);
