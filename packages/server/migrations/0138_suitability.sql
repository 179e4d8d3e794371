-- Suitability before purchase (《证券期货投资者适当性管理办法》, `schema/suitability.ts`): each shop
-- product has a risk level R1–R5, a visitor buys only within the risk tier C1–C5 of a current
-- assessment, and every match shown before a purchase is kept with exactly what the visitor read.

-- A product's risk level. A product selling a topic product's service takes that product's level
-- (the level its card and sales page show); the rest (短线王 续费服务, 打板助手, 投顾策略: advisory
-- services and tools) are R3, the default.
ALTER TABLE products
  ADD COLUMN risk_level text NOT NULL DEFAULT 'R3'
    CHECK (risk_level IN ('R1', 'R2', 'R3', 'R4', 'R5'));

UPDATE products p SET risk_level = t.risk_level
FROM topic_products t
WHERE p.product_code = t.code;

-- The development assessment provider's store: each user's latest questionnaire (the riskTest
-- page). A real provider keeps its own; this table then stays empty.
CREATE TABLE suitability_profiles (
  softuser_id integer PRIMARY KEY CHECK (softuser_id > 0),
  tier text NOT NULL CHECK (tier IN ('C1', 'C2', 'C3', 'C4', 'C5')),
  score integer NOT NULL CHECK (score >= 0),
  answers jsonb NOT NULL,
  assessed_at timestamptz NOT NULL DEFAULT now()
);

-- Each match a visitor was shown before paying (a business record, kept like the orders: never
-- deleted with a page or a product): the product's level and the visitor's tier at that moment,
-- the outcome, the text shown, word for word, the page it came from, and when the visitor
-- confirmed it. An order records the match it was made under (orders.suitability_match_id).
CREATE TABLE suitability_matches (
  id bigserial PRIMARY KEY,
  softuser_id integer NOT NULL,
  handset text NOT NULL DEFAULT '',
  shop_product_id integer NOT NULL,
  product_name text NOT NULL,
  risk_level text NOT NULL CHECK (risk_level IN ('R1', 'R2', 'R3', 'R4', 'R5')),
  tier text CHECK (tier IN ('C1', 'C2', 'C3', 'C4', 'C5')),
  outcome text NOT NULL CHECK (outcome IN ('match', 'mismatch', 'unassessed')),
  shown_text text NOT NULL,
  page text,
  created_at timestamptz NOT NULL DEFAULT now(),
  confirmed_at timestamptz,
  CHECK (confirmed_at IS NULL OR outcome = 'match')
);

CREATE INDEX suitability_matches_created_idx ON suitability_matches (created_at DESC, id DESC);
CREATE INDEX suitability_matches_user_product_idx
  ON suitability_matches (softuser_id, shop_product_id, id DESC);

ALTER TABLE orders ADD COLUMN suitability_match_id bigint
  REFERENCES suitability_matches (id) ON DELETE RESTRICT;

CREATE INDEX orders_suitability_match_id_idx ON orders (suitability_match_id)
  WHERE suitability_match_id IS NOT NULL;
