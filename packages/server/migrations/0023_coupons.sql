-- Coupons: batches with a stock (received never passes stock: a receive increments it only
-- while below), and the coupons users received (one per user per batch).

CREATE TABLE coupon_batches (
  code text PRIMARY KEY,
  name text NOT NULL,
  amount_cents integer NOT NULL CHECK (amount_cents > 0),
  min_spend_cents integer NOT NULL DEFAULT 0 CHECK (min_spend_cents >= 0),
  stock integer NOT NULL CHECK (stock >= 0),
  received integer NOT NULL DEFAULT 0 CHECK (received >= 0 AND received <= stock),
  valid_days integer NOT NULL DEFAULT 30 CHECK (valid_days > 0),
  scope text NOT NULL DEFAULT ''
);

CREATE TABLE user_coupons (
  id bigserial PRIMARY KEY,
  batch text NOT NULL REFERENCES coupon_batches (code) ON DELETE CASCADE,
  softuser_id integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  UNIQUE (batch, softuser_id)
);

CREATE INDEX user_coupons_softuser_idx ON user_coupons (softuser_id, created_at DESC);

INSERT INTO coupon_batches (code, name, amount_cents, min_spend_cents, stock, valid_days, scope) VALUES
  ('coupon202409', '9 月投顾服务满减券', 10000, 59900, 2000, 30, '投顾策略服务可用'),
  ('national-course', '国庆名师课程券', 5000, 19900, 1000, 15, '名师课程可用'),
  ('national-level2', '国庆 Level-2 行情券', 3000, 9900, 1500, 15, 'Level-2 行情服务可用'),
  ('national-strategy', '国庆策略服务券', 20000, 99800, 500, 15, '打板助手年度会员可用'),
  ('dxw818', '短线王续费专享券', 20000, 99800, 800, 7, '短线王年度续费可用');
