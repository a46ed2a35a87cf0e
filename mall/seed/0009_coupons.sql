-- Coupons of every market and each market's free-delivery amount. Re-runnable: a second run gives the coupons
-- their terms again and re-places their dates around now, and keeps the copies already handed out (`issued`).
-- Amounts are minor units of the market's currency. In each market (coupon id = market id × 10 + n):
--   1 money off any items over a minimum, valid 7 days after receipt
--   2 10 % off phones (category 1) up to a ceiling, over a minimum, valid 14 days
--   3 free delivery over a minimum, valid between fixed dates (from yesterday to 30 days from now)
--   4 money off the delivery fee, no minimum, valid 7 days
--   5 money off three audio products (catalogue slots 02, 06 and 20) over a minimum, valid 10 days
--   6 a bigger money-off coupon whose 50 copies were all handed out: the centre shows it as all gone

UPDATE countries SET free_delivery_minor = CASE code WHEN 'IN' THEN 99900 WHEN 'UG' THEN 100000 WHEN 'GH' THEN 30000 WHEN 'KT' THEN 15000 WHEN 'DZ' THEN 800000 WHEN 'TZ' THEN 80000 WHEN 'NG' THEN 5000000 END;

-- Dates are placeholders; the UPDATEs below place them relative to now.
INSERT INTO coupons (id, country_id, kind, value, max_off_minor, min_order_minor, scope, category_id, total, issued, valid_days, valid_from, valid_until, sort, claim_from, claim_until)
SELECT column1, column2, column3, column4, column5, column6, column7, column8, column9, column10, column11, column12, column13, column14, 0, 1
FROM (VALUES
  -- IN
  (11, 1, 'amountOff', 10000, NULL, 99900, 'all', NULL, 1000, 0, 7, NULL, NULL, 1),
  (12, 1, 'percentOff', 10, 50000, 500000, 'category', 1, 300, 0, 14, NULL, NULL, 2),
  (13, 1, 'freeDelivery', 0, NULL, 49900, 'all', NULL, 2000, 0, NULL, 0, 1, 3),
  (14, 1, 'deliveryOff', 3000, NULL, 0, 'all', NULL, 1000, 0, 7, NULL, NULL, 4),
  (15, 1, 'amountOff', 20000, NULL, 150000, 'goods', NULL, 200, 0, 10, NULL, NULL, 5),
  (16, 1, 'amountOff', 30000, NULL, 200000, 'all', NULL, 50, 50, 7, NULL, NULL, 6),
  -- UG
  (21, 2, 'amountOff', 5000, NULL, 50000, 'all', NULL, 1000, 0, 7, NULL, NULL, 1),
  (22, 2, 'percentOff', 10, 20000, 200000, 'category', 1, 300, 0, 14, NULL, NULL, 2),
  (23, 2, 'freeDelivery', 0, NULL, 40000, 'all', NULL, 2000, 0, NULL, 0, 1, 3),
  (24, 2, 'deliveryOff', 3000, NULL, 0, 'all', NULL, 1000, 0, 7, NULL, NULL, 4),
  (25, 2, 'amountOff', 10000, NULL, 60000, 'goods', NULL, 200, 0, 10, NULL, NULL, 5),
  (26, 2, 'amountOff', 15000, NULL, 100000, 'all', NULL, 50, 50, 7, NULL, NULL, 6),
  -- GH
  (31, 3, 'amountOff', 2000, NULL, 20000, 'all', NULL, 1000, 0, 7, NULL, NULL, 1),
  (32, 3, 'percentOff', 10, 10000, 80000, 'category', 1, 300, 0, 14, NULL, NULL, 2),
  (33, 3, 'freeDelivery', 0, NULL, 10000, 'all', NULL, 2000, 0, NULL, 0, 1, 3),
  (34, 3, 'deliveryOff', 1000, NULL, 0, 'all', NULL, 1000, 0, 7, NULL, NULL, 4),
  (35, 3, 'amountOff', 3000, NULL, 20000, 'goods', NULL, 200, 0, 10, NULL, NULL, 5),
  (36, 3, 'amountOff', 5000, NULL, 40000, 'all', NULL, 50, 50, 7, NULL, NULL, 6),
  -- KT
  (41, 4, 'amountOff', 1000, NULL, 10000, 'all', NULL, 1000, 0, 7, NULL, NULL, 1),
  (42, 4, 'percentOff', 10, 5000, 40000, 'category', 1, 300, 0, 14, NULL, NULL, 2),
  (43, 4, 'freeDelivery', 0, NULL, 5000, 'all', NULL, 2000, 0, NULL, 0, 1, 3),
  (44, 4, 'deliveryOff', 500, NULL, 0, 'all', NULL, 1000, 0, 7, NULL, NULL, 4),
  (45, 4, 'amountOff', 2000, NULL, 10000, 'goods', NULL, 200, 0, 10, NULL, NULL, 5),
  (46, 4, 'amountOff', 3000, NULL, 20000, 'all', NULL, 50, 50, 7, NULL, NULL, 6),
  -- DZ
  (51, 5, 'amountOff', 50000, NULL, 500000, 'all', NULL, 1000, 0, 7, NULL, NULL, 1),
  (52, 5, 'percentOff', 10, 200000, 1500000, 'category', 1, 300, 0, 14, NULL, NULL, 2),
  (53, 5, 'freeDelivery', 0, NULL, 300000, 'all', NULL, 2000, 0, NULL, 0, 1, 3),
  (54, 5, 'deliveryOff', 20000, NULL, 0, 'all', NULL, 1000, 0, 7, NULL, NULL, 4),
  (55, 5, 'amountOff', 70000, NULL, 500000, 'goods', NULL, 200, 0, 10, NULL, NULL, 5),
  (56, 5, 'amountOff', 100000, NULL, 1000000, 'all', NULL, 50, 50, 7, NULL, NULL, 6),
  -- TZ
  (61, 6, 'amountOff', 5000, NULL, 50000, 'all', NULL, 1000, 0, 7, NULL, NULL, 1),
  (62, 6, 'percentOff', 10, 20000, 200000, 'category', 1, 300, 0, 14, NULL, NULL, 2),
  (63, 6, 'freeDelivery', 0, NULL, 30000, 'all', NULL, 2000, 0, NULL, 0, 1, 3),
  (64, 6, 'deliveryOff', 2000, NULL, 0, 'all', NULL, 1000, 0, 7, NULL, NULL, 4),
  (65, 6, 'amountOff', 8000, NULL, 50000, 'goods', NULL, 200, 0, 10, NULL, NULL, 5),
  (66, 6, 'amountOff', 15000, NULL, 100000, 'all', NULL, 50, 50, 7, NULL, NULL, 6),
  -- NG
  (71, 7, 'amountOff', 200000, NULL, 2000000, 'all', NULL, 1000, 0, 7, NULL, NULL, 1),
  (72, 7, 'percentOff', 10, 500000, 4000000, 'category', 1, 300, 0, 14, NULL, NULL, 2),
  (73, 7, 'freeDelivery', 0, NULL, 1500000, 'all', NULL, 2000, 0, NULL, 0, 1, 3),
  (74, 7, 'deliveryOff', 100000, NULL, 0, 'all', NULL, 1000, 0, 7, NULL, NULL, 4),
  (75, 7, 'amountOff', 300000, NULL, 1500000, 'goods', NULL, 200, 0, 10, NULL, NULL, 5),
  (76, 7, 'amountOff', 500000, NULL, 5000000, 'all', NULL, 50, 50, 7, NULL, NULL, 6)
) WHERE true
ON CONFLICT (id) DO UPDATE SET
  country_id = excluded.country_id, kind = excluded.kind, value = excluded.value, max_off_minor = excluded.max_off_minor,
  min_order_minor = excluded.min_order_minor, scope = excluded.scope, category_id = excluded.category_id,
  total = MAX(excluded.total, coupons.issued), valid_days = excluded.valid_days, sort = excluded.sort;

INSERT OR IGNORE INTO coupon_products (coupon_id, product_id) VALUES
  (15, 102), (15, 106), (15, 120),
  (25, 202), (25, 206), (25, 220),
  (35, 302), (35, 306), (35, 320),
  (45, 402), (45, 406), (45, 420),
  (55, 502), (55, 506), (55, 520),
  (65, 602), (65, 606), (65, 620),
  (75, 702), (75, 706), (75, 720);

-- Received from yesterday until 30 days from now; the fixed-date ones are valid over the same days.
UPDATE coupons SET claim_from = ((unixepoch() / 60) * 60000) - 86400000, claim_until = ((unixepoch() / 60) * 60000) + 2592000000
  WHERE id BETWEEN 11 AND 76;
UPDATE coupons SET valid_from = claim_from, valid_until = claim_until WHERE id BETWEEN 11 AND 76 AND valid_days IS NULL;
