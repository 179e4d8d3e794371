-- A product sold as a service period (短线王, a year for its list price): a paid order of it
-- creates the buyer's subscription or extends it by period_months, as a paid renewal order does
-- by its plan. NULL: a one-off purchase, granted by the paid order itself.
ALTER TABLE products ADD COLUMN period_months integer CHECK (period_months > 0);

-- The product the 818 renewal sale renews is such a service: its price is the year plan's.
UPDATE products SET period_months = 12 WHERE shop_product_id = 818 AND period_months IS NULL;
