-- The newbie gift pack of every market: three coupons given only in the pack (listed = 0), in the market's
-- currency (minor units), valid 7 days after receipt. Coupon id = market id × 100 + n:
--   1 money off any items, no minimum
--   2 free delivery, no minimum
--   3 bigger money off over a minimum
-- Re-runnable: terms are set again and the dates re-placed around now; copies handed out are kept.
INSERT INTO coupons (id, country_id, kind, value, max_off_minor, min_order_minor, scope, category_id, total, issued, valid_days, valid_from, valid_until, listed, sort, claim_from, claim_until)
SELECT column1, column2, column3, column4, NULL, column5, 'all', NULL, 100000, 0, 7, NULL, NULL, 0, column6, 0, 1
FROM (VALUES
  (101, 1, 'amountOff', 5000, 0, 1), (102, 1, 'freeDelivery', 0, 0, 2), (103, 1, 'amountOff', 15000, 99900, 3),
  (201, 2, 'amountOff', 3000, 0, 1), (202, 2, 'freeDelivery', 0, 0, 2), (203, 2, 'amountOff', 10000, 60000, 3),
  (301, 3, 'amountOff', 1000, 0, 1), (302, 3, 'freeDelivery', 0, 0, 2), (303, 3, 'amountOff', 3000, 20000, 3),
  (401, 4, 'amountOff', 500, 0, 1), (402, 4, 'freeDelivery', 0, 0, 2), (403, 4, 'amountOff', 2000, 10000, 3),
  (501, 5, 'amountOff', 30000, 0, 1), (502, 5, 'freeDelivery', 0, 0, 2), (503, 5, 'amountOff', 80000, 500000, 3),
  (601, 6, 'amountOff', 3000, 0, 1), (602, 6, 'freeDelivery', 0, 0, 2), (603, 6, 'amountOff', 10000, 50000, 3),
  (701, 7, 'amountOff', 100000, 0, 1), (702, 7, 'freeDelivery', 0, 0, 2), (703, 7, 'amountOff', 300000, 1500000, 3)
) WHERE true
ON CONFLICT (id) DO UPDATE SET
  country_id = excluded.country_id, kind = excluded.kind, value = excluded.value, min_order_minor = excluded.min_order_minor,
  total = MAX(excluded.total, coupons.issued), valid_days = excluded.valid_days, listed = 0, sort = excluded.sort;

INSERT OR IGNORE INTO newcomer_gifts (coupon_id, sort) SELECT id, sort FROM coupons WHERE id BETWEEN 101 AND 703 AND id % 100 BETWEEN 1 AND 3;

UPDATE coupons SET claim_from = ((unixepoch() / 60) * 60000) - 86400000, claim_until = ((unixepoch() / 60) * 60000) + 31536000000
  WHERE id IN (SELECT coupon_id FROM newcomer_gifts);
