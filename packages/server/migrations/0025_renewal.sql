-- Renewal sale pages (短线王 818 续费特惠): the product renewed (a products row), its plans with
-- original and sale prices and the bonus period, the sale window, the coupon batches that apply,
-- the subscriptions users hold, and which renewal order used which plan and coupon. Orders and
-- coupons themselves stay in the orders and user_coupons tables.

-- 短线王: the product the 818 sale renews. Its price is that of the year plan; a renewal order
-- carries the plan's price after the coupon.
INSERT INTO products (shop_product_id, mode_shop_product_id, name, price_cents, mark, on_sale) VALUES
  (818, 818, '短线王 · 续费服务', 129800, NULL, true)
ON CONFLICT (shop_product_id) DO NOTHING;

-- One subscription per user and product: who is an existing user, and until when.
CREATE TABLE product_subscriptions (
  softuser_id integer NOT NULL,
  shop_product_id integer NOT NULL REFERENCES products (shop_product_id) ON DELETE CASCADE,
  started_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (softuser_id, shop_product_id)
);

CREATE TABLE renewal_sale_pages (
  code text PRIMARY KEY CHECK (code ~ '^[A-Za-z0-9_-]{1,32}$'),
  title text NOT NULL,
  shop_product_id integer NOT NULL REFERENCES products (shop_product_id) ON DELETE RESTRICT,
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  CHECK (ends_at > starts_at)
);

-- bonus_days: the period given on top of the months bought (续费再送).
CREATE TABLE renewal_plans (
  sale_page text NOT NULL REFERENCES renewal_sale_pages (code) ON DELETE CASCADE,
  code text NOT NULL CHECK (code ~ '^[A-Za-z0-9_-]{1,32}$'),
  name text NOT NULL,
  months integer NOT NULL CHECK (months > 0),
  bonus_days integer NOT NULL DEFAULT 0 CHECK (bonus_days >= 0),
  original_cents integer NOT NULL CHECK (original_cents > 0),
  sale_cents integer NOT NULL CHECK (sale_cents > 0 AND sale_cents <= original_cents),
  tag text NOT NULL DEFAULT '',
  sort integer NOT NULL DEFAULT 0,
  PRIMARY KEY (sale_page, code)
);

-- The coupon batches a sale page accepts (each coupon's own minimum spend still applies).
CREATE TABLE renewal_coupon_batches (
  sale_page text NOT NULL REFERENCES renewal_sale_pages (code) ON DELETE CASCADE,
  batch text NOT NULL REFERENCES coupon_batches (code) ON DELETE CASCADE,
  PRIMARY KEY (sale_page, batch)
);

-- A renewal order: its plan, prices and coupon. coupon_id is UNIQUE, so a coupon pays for one
-- order only, whatever else races. buyer_name and buyer_handset are kept masked, as the recent
-- renewals list shows them.
CREATE TABLE renewal_orders (
  pid text PRIMARY KEY REFERENCES orders (pid) ON DELETE CASCADE,
  sale_page text NOT NULL,
  plan text NOT NULL,
  coupon_id bigint UNIQUE REFERENCES user_coupons (id) ON DELETE RESTRICT,
  original_cents integer NOT NULL CHECK (original_cents > 0),
  sale_cents integer NOT NULL CHECK (sale_cents > 0),
  discount_cents integer NOT NULL DEFAULT 0 CHECK (discount_cents >= 0),
  buyer_name text NOT NULL DEFAULT '',
  buyer_handset text NOT NULL DEFAULT '',
  FOREIGN KEY (sale_page, plan) REFERENCES renewal_plans (sale_page, code) ON DELETE RESTRICT
);

CREATE INDEX renewal_orders_sale_page_idx ON renewal_orders (sale_page);

INSERT INTO renewal_sale_pages (code, title, shop_product_id, starts_at, ends_at) VALUES
  ('duanxianwangxufei818', '短线王 818 续费特惠', 818, '2026-08-01 00:00+08', '2027-08-18 23:59:59+08');

INSERT INTO renewal_plans (sale_page, code, name, months, bonus_days, original_cents, sale_cents, tag, sort) VALUES
  ('duanxianwangxufei818', 'quarter', '季度版', 3, 7, 59800, 49800, '', 1),
  ('duanxianwangxufei818', 'year', '年度版', 12, 31, 199800, 129800, '超值推荐', 2),
  ('duanxianwangxufei818', 'two-year', '两年版', 24, 62, 399600, 239800, '最省钱', 3);

INSERT INTO coupon_batches (code, name, amount_cents, min_spend_cents, stock, valid_days, scope) VALUES
  ('dxw818-loyal', '短线王老友回馈券', 5000, 0, 3000, 30, '短线王续费任意套餐可用')
ON CONFLICT (code) DO NOTHING;

INSERT INTO renewal_coupon_batches (sale_page, batch) VALUES
  ('duanxianwangxufei818', 'dxw818'),
  ('duanxianwangxufei818', 'dxw818-loyal');

-- Earlier renewals of the demo, so the recent-renewals list of a fresh install is not empty.
-- Their buyers (uids 70000001…) are no accounts of this store.
INSERT INTO orders (pid, softuser_id, shop_product_id, state, amount_cents, created_at, paid_at) VALUES
  ('P20260812D81800000001', 70000001, 818, 'paid', 129800, '2026-08-12 09:12+08', '2026-08-12 09:13+08'),
  ('P20260813D81800000002', 70000002, 818, 'paid', 49800, '2026-08-13 20:31+08', '2026-08-13 20:32+08'),
  ('P20260815D81800000003', 70000003, 818, 'paid', 219800, '2026-08-15 11:05+08', '2026-08-15 11:06+08'),
  ('P20260816D81800000004', 70000004, 818, 'paid', 109800, '2026-08-16 14:47+08', '2026-08-16 14:48+08'),
  ('P20260817D81800000005', 70000005, 818, 'paid', 129800, '2026-08-17 21:20+08', '2026-08-17 21:21+08'),
  ('P20260818D81800000006', 70000006, 818, 'paid', 239800, '2026-08-18 08:02+08', '2026-08-18 08:03+08');

INSERT INTO renewal_orders (pid, sale_page, plan, original_cents, sale_cents, discount_cents, buyer_name, buyer_handset) VALUES
  ('P20260812D81800000001', 'duanxianwangxufei818', 'year', 199800, 129800, 0, '陈**', '138****2906'),
  ('P20260813D81800000002', 'duanxianwangxufei818', 'quarter', 59800, 49800, 0, '林**', '159****7731'),
  ('P20260815D81800000003', 'duanxianwangxufei818', 'two-year', 399600, 239800, 20000, '王**', '186****0452'),
  ('P20260816D81800000004', 'duanxianwangxufei818', 'year', 199800, 129800, 20000, '赵**', '137****6618'),
  ('P20260817D81800000005', 'duanxianwangxufei818', 'year', 199800, 129800, 0, '黄**', '135****1287'),
  ('P20260818D81800000006', 'duanxianwangxufei818', 'two-year', 399600, 239800, 0, '周**', '188****5340');
