-- Simulated trading and the stock competition. Every figure here is simulated: a price history
-- of a handful of A-share names (never live quotes), virtual cash, and the trades visitors place
-- against those prices. Values and returns are never stored: they are computed from the trades
-- and the stored prices, so a price appended later moves every return at once.

-- The names that can be traded, in display order.
CREATE TABLE sim_stocks (
  code text PRIMARY KEY CHECK (code ~ '^[0-9]{6}$'),
  name text NOT NULL,
  sort integer NOT NULL DEFAULT 0
);

-- One simulated close per name and trading day (cents).
CREATE TABLE sim_prices (
  code text NOT NULL REFERENCES sim_stocks (code) ON DELETE CASCADE,
  trade_date date NOT NULL,
  close_cents integer NOT NULL CHECK (close_cents > 0),
  PRIMARY KEY (code, trade_date)
);

-- One portfolio per user, with the virtual cash it holds now.
CREATE TABLE sim_portfolios (
  id bigserial PRIMARY KEY,
  softuser_id integer NOT NULL UNIQUE,
  nickname text NOT NULL,
  initial_cents bigint NOT NULL CHECK (initial_cents > 0),
  cash_cents bigint NOT NULL CHECK (cash_cents >= 0),
  created_on date NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- What each portfolio holds now; cost_cents is the total paid for the shares still held.
CREATE TABLE sim_positions (
  portfolio_id bigint NOT NULL REFERENCES sim_portfolios (id) ON DELETE CASCADE,
  code text NOT NULL REFERENCES sim_stocks (code),
  quantity integer NOT NULL CHECK (quantity > 0),
  cost_cents bigint NOT NULL CHECK (cost_cents >= 0),
  PRIMARY KEY (portfolio_id, code)
);

-- Every buy and sell (the rebalancing records), at the close of trade_date.
CREATE TABLE sim_trades (
  id bigserial PRIMARY KEY,
  portfolio_id bigint NOT NULL REFERENCES sim_portfolios (id) ON DELETE CASCADE,
  code text NOT NULL REFERENCES sim_stocks (code),
  side text NOT NULL CHECK (side IN ('buy', 'sell')),
  price_cents integer NOT NULL CHECK (price_cents > 0),
  quantity integer NOT NULL CHECK (quantity > 0),
  trade_date date NOT NULL,
  traded_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX sim_trades_portfolio_idx ON sim_trades (portfolio_id, id);
CREATE INDEX sim_trades_recent_idx ON sim_trades (traded_at DESC, id DESC);

-- The strategy's commentary.
CREATE TABLE sim_articles (
  id bigserial PRIMARY KEY,
  title text NOT NULL,
  summary text NOT NULL,
  author text NOT NULL,
  published_at timestamptz NOT NULL DEFAULT now()
);

-- Competition entries: once per user, each with the portfolio it plays.
CREATE TABLE sim_competition_entries (
  softuser_id integer PRIMARY KEY,
  portfolio_id bigint NOT NULL REFERENCES sim_portfolios (id) ON DELETE CASCADE,
  signed_up_at timestamptz NOT NULL DEFAULT now()
);

-- Holdings check-up requests (/stockHold).
CREATE TABLE sim_stock_hold_requests (
  id bigserial PRIMARY KEY,
  softuser_id integer NOT NULL,
  real_name text NOT NULL,
  handset text NOT NULL,
  holdings text NOT NULL,
  note text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX sim_stock_hold_requests_user_idx ON sim_stock_hold_requests (softuser_id, id);
