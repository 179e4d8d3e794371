-- Server-backed blocks and button actions: products and orders (pay), chat groups (join group,
-- service chat), service staff (niuniu service, enterprise WeChat), QR codes, virtual users
-- (notice), vacancies (number, progress), brokerage account opening, state-code jumps, the
-- campaign APIs of button action 8, and browse uploads. Every table but the request logs is
-- editable through the admin API.
--
-- softuser_id columns hold the uid of the caller's token. They carry no foreign key to users:
-- a token's user is trusted as signed, and the request logs outlive a deleted user.

-- Products the pay button sells (spec section 9: mark dbzs is shop product 1191).
-- mode_shop_product_id is the product data of spec section 3.
CREATE TABLE products (
  shop_product_id integer PRIMARY KEY CHECK (shop_product_id > 0),
  mode_shop_product_id integer NOT NULL CHECK (mode_shop_product_id > 0),
  name text NOT NULL,
  price_cents integer NOT NULL CHECK (price_cents >= 0),
  mark text UNIQUE,
  on_sale boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Orders, with their state. pid is the public id (what the create-order call answers and the
-- order payment page takes); id stays internal.
CREATE TABLE orders (
  id bigserial PRIMARY KEY,
  pid text NOT NULL UNIQUE,
  softuser_id integer NOT NULL,
  shop_product_id integer NOT NULL REFERENCES products (shop_product_id) ON DELETE RESTRICT,
  state text NOT NULL DEFAULT 'created' CHECK (state IN ('created', 'paid', 'cancelled')),
  amount_cents integer NOT NULL CHECK (amount_cents >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  paid_at timestamptz,
  cancelled_at timestamptz
);

CREATE INDEX orders_softuser_id_product_idx ON orders (softuser_id, shop_product_id, id);

-- Chat groups. id is the group id page files carry (button action 13 `groupId`). kind 'open'
-- groups are joined with join-open-group; a 'service' group answers the service-chat call of its
-- activity ('' is the default for every activity). requires is who may join: 'any' logged-in
-- user, 'registered' (a users row), or 'lead' (a lead left with the user's phone).
CREATE TABLE chat_groups (
  id integer PRIMARY KEY CHECK (id > 0),
  activity text NOT NULL DEFAULT '',
  kind text NOT NULL DEFAULT 'open' CHECK (kind IN ('open', 'service')),
  name text NOT NULL,
  join_image text NOT NULL DEFAULT '',
  qr text NOT NULL DEFAULT '',
  requires text NOT NULL DEFAULT 'any' CHECK (requires IN ('any', 'registered', 'lead')),
  max_members integer CHECK (max_members IS NULL OR max_members > 0),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX chat_groups_activity_idx ON chat_groups (activity, kind, id);

CREATE TABLE chat_group_members (
  group_id integer NOT NULL REFERENCES chat_groups (id) ON DELETE CASCADE,
  softuser_id integer NOT NULL,
  joined_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (group_id, softuser_id)
);

CREATE INDEX chat_group_members_softuser_id_idx ON chat_group_members (softuser_id);

-- Service staff. id is what serve_staff_id / trace_staff_id carry (0 means none, so ids start
-- at 1); qr_code is the staff member's own contact code; wecom_user_id their enterprise WeChat
-- user id (the real client creates contact codes for it). is_default marks the staff member
-- answered when a state code has no binding and the caller asks for a default.
CREATE TABLE staff (
  id integer PRIMARY KEY CHECK (id > 0),
  name text NOT NULL,
  qr_code text NOT NULL DEFAULT '',
  wecom_user_id text NOT NULL DEFAULT '',
  is_default boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Which staff serve the visitors of a state code (a channel): niuniu service and enterprise
-- WeChat. contact_qr_code is the code shown for the state (filled by the enterprise WeChat client
-- on first use when left empty).
CREATE TABLE staff_bindings (
  state_code text PRIMARY KEY,
  serve_staff_id integer NOT NULL DEFAULT 0 CHECK (serve_staff_id >= 0),
  trace_staff_id integer NOT NULL DEFAULT 0 CHECK (trace_staff_id >= 0),
  contact_qr_code text NOT NULL DEFAULT '',
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- QR codes by code id (button action 2 `codeId`, the qrcode block). A dynamic code is shown only
-- to logged-in visitors, and its enterprise WeChat code (qw) is made for its state_code.
CREATE TABLE qr_codes (
  code_id text PRIMARY KEY,
  title text NOT NULL DEFAULT '',
  wechat_qrcode text NOT NULL DEFAULT '',
  wechat_img text NOT NULL DEFAULT '',
  qw text NOT NULL DEFAULT '',
  dynamic boolean NOT NULL DEFAULT false,
  state_code text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Virtual users of the notice ticker: items is a JSON list of {avatar, text}.
CREATE TABLE virtual_users (
  id text PRIMARY KEY,
  items jsonb NOT NULL DEFAULT '[]',
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Live numbers of the number and progress blocks. limit_num is the limit (limit is reserved).
CREATE TABLE vacancies (
  id text PRIMARY KEY,
  current_num integer NOT NULL DEFAULT 0 CHECK (current_num >= 0),
  change_type_limit integer NOT NULL DEFAULT 0,
  limit_num integer NOT NULL DEFAULT 0 CHECK (limit_num >= 0),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Brokerage account opening, per open_brokerage_type (caida for the button). is_option rows are
-- listed, in sort order, by multiple-brokerage-options.
CREATE TABLE brokerage_confs (
  open_brokerage_type text PRIMARY KEY,
  name text NOT NULL,
  logo text NOT NULL DEFAULT '',
  registration_url text NOT NULL DEFAULT '',
  qy_wechat_service_url text NOT NULL DEFAULT '',
  is_option boolean NOT NULL DEFAULT true,
  sort integer NOT NULL DEFAULT 0
);

-- What visitors submit with add_fund_account (kind 'fund') and add_open_account (kind 'open').
CREATE TABLE brokerage_requests (
  id bigserial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('fund', 'open')),
  softuser_id integer NOT NULL,
  open_brokerage_type text NOT NULL,
  fields jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX brokerage_requests_softuser_id_idx ON brokerage_requests (softuser_id, kind, id);

-- State-code jumps (button action 11): a url to follow, or a msg to show when there is none.
CREATE TABLE jump_targets (
  state_code text PRIMARY KEY,
  url text NOT NULL DEFAULT '',
  msg text NOT NULL DEFAULT ''
);

-- Campaign APIs (button action 8): path is a gateway path below /oabase/api/campaign/v1/; a call
-- answers msg (repeat_msg to a user who already called a once_per_user API).
CREATE TABLE campaign_apis (
  path text PRIMARY KEY CHECK (path LIKE '/oabase/api/campaign/v1/_%'),
  msg text NOT NULL,
  requires_token boolean NOT NULL DEFAULT true,
  once_per_user boolean NOT NULL DEFAULT false,
  repeat_msg text NOT NULL DEFAULT ''
);

-- Calls of the campaign APIs by logged-in users: one row per API and user, counting its calls
-- (one upsert decides once_per_user, even under concurrent calls).
CREATE TABLE campaign_api_calls (
  path text NOT NULL,
  softuser_id integer NOT NULL,
  calls integer NOT NULL DEFAULT 1,
  first_at timestamptz NOT NULL DEFAULT now(),
  last_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (path, softuser_id)
);

-- Browse uploads: a button with oaStatistics sends its uploadId as browse_collect_id.
CREATE TABLE browse_uploads (
  id bigserial PRIMARY KEY,
  softuser_id integer NOT NULL,
  browse_collect_id text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX browse_uploads_browse_collect_id_idx ON browse_uploads (browse_collect_id, created_at);
