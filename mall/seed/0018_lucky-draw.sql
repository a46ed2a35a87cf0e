-- The lucky draw of every market (pool id = market id), running from yesterday for 30 days (re-placed around now on
-- every run; prizes already given are kept). Prize id = market id × 10 + n, odds out of 10 000:
--   1 a money-off coupon, no minimum (given only by the draw)  1 500   1 000 of them
--   2 a free-delivery coupon (given only by the draw)          1 500   1 000
--   3 a small wallet credit                                    1 000     500
--   4 a big wallet credit                                        100      20
--   5 a smart watch (catalogue slot 05), a physical gift          10       3
--   6 thanks for playing                                       5 890   always
-- Amounts are minor units of the market's currency; the draw's coupons have ids 8000 + market id × 10 + n.
INSERT INTO coupons (id, country_id, kind, value, max_off_minor, min_order_minor, scope, category_id, total, issued, valid_days, valid_from, valid_until, listed, sort, claim_from, claim_until)
SELECT column1, column2, column3, column4, NULL, 0, 'all', NULL, 100000, 0, 7, NULL, NULL, 0, 0, 0, 1
FROM (VALUES
  (8011, 1, 'amountOff', 2500), (8012, 1, 'freeDelivery', 0),
  (8021, 2, 'amountOff', 1500), (8022, 2, 'freeDelivery', 0),
  (8031, 3, 'amountOff', 500), (8032, 3, 'freeDelivery', 0),
  (8041, 4, 'amountOff', 250), (8042, 4, 'freeDelivery', 0),
  (8051, 5, 'amountOff', 15000), (8052, 5, 'freeDelivery', 0),
  (8061, 6, 'amountOff', 1500), (8062, 6, 'freeDelivery', 0),
  (8071, 7, 'amountOff', 50000), (8072, 7, 'freeDelivery', 0)
) WHERE true
ON CONFLICT (id) DO UPDATE SET country_id = excluded.country_id, kind = excluded.kind, value = excluded.value, listed = 0,
  total = MAX(excluded.total, coupons.issued), valid_days = excluded.valid_days;
UPDATE coupons SET claim_from = ((unixepoch() / 60) * 60000) - 86400000, claim_until = ((unixepoch() / 60) * 60000) + 31536000000
  WHERE id BETWEEN 8011 AND 8072;

INSERT INTO draw_pools (id, country_id, start_at, end_at) SELECT id, id, 0, 0 FROM countries WHERE true
ON CONFLICT (id) DO NOTHING;
UPDATE draw_pools SET start_at = ((unixepoch() / 60) * 60000) - 86400000, end_at = ((unixepoch() / 60) * 60000) + 2592000000
  WHERE id BETWEEN 1 AND 7;

INSERT INTO draw_prizes (id, pool_id, kind, coupon_id, credit_minor, product_id, weight, inventory, sort)
SELECT column1, column1 / 10, column2, column3, column4, column5, column6, column7, column1 % 10
FROM (VALUES
  (11, 'coupon', 8011, NULL, NULL, 1500, 1000), (12, 'coupon', 8012, NULL, NULL, 1500, 1000), (13, 'credit', NULL, 1000, NULL, 1000, 500),
  (14, 'credit', NULL, 10000, NULL, 100, 20), (15, 'gift', NULL, NULL, 105, 10, 3), (16, 'none', NULL, NULL, NULL, 5890, NULL),
  (21, 'coupon', 8021, NULL, NULL, 1500, 1000), (22, 'coupon', 8022, NULL, NULL, 1500, 1000), (23, 'credit', NULL, 600, NULL, 1000, 500),
  (24, 'credit', NULL, 6000, NULL, 100, 20), (25, 'gift', NULL, NULL, 205, 10, 3), (26, 'none', NULL, NULL, NULL, 5890, NULL),
  (31, 'coupon', 8031, NULL, NULL, 1500, 1000), (32, 'coupon', 8032, NULL, NULL, 1500, 1000), (33, 'credit', NULL, 200, NULL, 1000, 500),
  (34, 'credit', NULL, 2000, NULL, 100, 20), (35, 'gift', NULL, NULL, 305, 10, 3), (36, 'none', NULL, NULL, NULL, 5890, NULL),
  (41, 'coupon', 8041, NULL, NULL, 1500, 1000), (42, 'coupon', 8042, NULL, NULL, 1500, 1000), (43, 'credit', NULL, 100, NULL, 1000, 500),
  (44, 'credit', NULL, 1000, NULL, 100, 20), (45, 'gift', NULL, NULL, 405, 10, 3), (46, 'none', NULL, NULL, NULL, 5890, NULL),
  (51, 'coupon', 8051, NULL, NULL, 1500, 1000), (52, 'coupon', 8052, NULL, NULL, 1500, 1000), (53, 'credit', NULL, 6000, NULL, 1000, 500),
  (54, 'credit', NULL, 60000, NULL, 100, 20), (55, 'gift', NULL, NULL, 505, 10, 3), (56, 'none', NULL, NULL, NULL, 5890, NULL),
  (61, 'coupon', 8061, NULL, NULL, 1500, 1000), (62, 'coupon', 8062, NULL, NULL, 1500, 1000), (63, 'credit', NULL, 600, NULL, 1000, 500),
  (64, 'credit', NULL, 6000, NULL, 100, 20), (65, 'gift', NULL, NULL, 605, 10, 3), (66, 'none', NULL, NULL, NULL, 5890, NULL),
  (71, 'coupon', 8071, NULL, NULL, 1500, 1000), (72, 'coupon', 8072, NULL, NULL, 1500, 1000), (73, 'credit', NULL, 20000, NULL, 1000, 500),
  (74, 'credit', NULL, 200000, NULL, 100, 20), (75, 'gift', NULL, NULL, 705, 10, 3), (76, 'none', NULL, NULL, NULL, 5890, NULL)
) WHERE true
ON CONFLICT (id) DO NOTHING;
