-- A shop product can sell the service of a topic product (`product_code`): a paid order of it
-- starts that service for the buyer (`user_products`, in use until its end) and records the
-- buyer's advisory contract for it, in the transaction that marks the order paid. The service
-- ends with the buyer's subscription for a product sold as a service period, else
-- `service_days` after the payment (a one-off purchase, such as a training camp).
ALTER TABLE products
  ADD COLUMN product_code text REFERENCES topic_products (code) ON DELETE SET NULL,
  ADD COLUMN service_days integer CHECK (service_days > 0),
  ADD CONSTRAINT products_service_has_an_end
    CHECK (product_code IS NULL OR period_months IS NOT NULL OR service_days IS NOT NULL);
