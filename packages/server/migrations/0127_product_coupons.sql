-- Coupons made for a product (国庆策略服务券 for 打板助手年度会员): a batch may name the shop
-- product whose direct orders (the pay button, button action 4) its coupons lower. No foreign key:
-- products are seeded and edited apart from the batches, and a batch whose product is gone simply
-- applies to nothing. NULL: a batch for no product's direct orders (renewal sale pages name the
-- batches they accept themselves).
ALTER TABLE coupon_batches ADD COLUMN shop_product_id integer CHECK (shop_product_id > 0);

-- The coupon a direct order carries. Its price already has the coupon taken off; the coupon is
-- marked used when the order is paid, so an order left unpaid keeps the coupon usable.
ALTER TABLE orders ADD COLUMN coupon_id bigint REFERENCES user_coupons (id) ON DELETE RESTRICT;

CREATE INDEX orders_coupon_id_idx ON orders (coupon_id) WHERE coupon_id IS NOT NULL;
