-- Pre-sale items, four per market (item id = market id × 10 + n): a phone whose reservations are open, another,
-- one whose quota is all reserved, and one in its sale window. Re-runnable: the UPDATEs re-place the windows around
-- now; the quota figures (owned by each item's Durable Object once touched) and reservations are left as they are.
INSERT OR IGNORE INTO presale_items (id, country_id, product_id, price_minor, quota, reserved, reserve_start_at, reserve_end_at, sale_start_at, sale_end_at) VALUES
  (11, 1, 113, 2089900, 200, 57, 0, 1, 1, 2),
  (12, 1, 108, 1319900, 100, 12, 0, 1, 1, 2),
  (13, 1, 107, 1409900, 50, 50, 0, 1, 1, 2),
  (14, 1, 109, 979900, 80, 80, 0, 1, 1, 2),
  (21, 2, 213, 926000, 200, 57, 0, 1, 1, 2),
  (22, 2, 208, 585000, 100, 12, 0, 1, 1, 2),
  (23, 2, 207, 623000, 50, 50, 0, 1, 1, 2),
  (24, 2, 209, 434000, 80, 80, 0, 1, 1, 2),
  (31, 3, 313, 307900, 200, 57, 0, 1, 1, 2),
  (32, 3, 308, 194900, 100, 12, 0, 1, 1, 2),
  (33, 3, 307, 206900, 50, 50, 0, 1, 1, 2),
  (34, 3, 309, 143900, 80, 80, 0, 1, 1, 2),
  (41, 4, 413, 149500, 200, 57, 0, 1, 1, 2),
  (42, 4, 408, 94500, 100, 12, 0, 1, 1, 2),
  (43, 4, 407, 100500, 50, 50, 0, 1, 1, 2),
  (44, 4, 409, 70000, 80, 80, 0, 1, 1, 2),
  (51, 5, 513, 7280000, 200, 57, 0, 1, 1, 2),
  (52, 5, 508, 4600000, 100, 12, 0, 1, 1, 2),
  (53, 5, 507, 4900000, 50, 50, 0, 1, 1, 2),
  (54, 5, 509, 3420000, 80, 80, 0, 1, 1, 2),
  (61, 6, 613, 816000, 200, 57, 0, 1, 1, 2),
  (62, 6, 608, 516000, 100, 12, 0, 1, 1, 2),
  (63, 6, 607, 549000, 50, 50, 0, 1, 1, 2),
  (64, 6, 609, 383000, 80, 80, 0, 1, 1, 2),
  (71, 7, 713, 34799900, 200, 57, 0, 1, 1, 2),
  (72, 7, 708, 21999900, 100, 12, 0, 1, 1, 2),
  (73, 7, 707, 23399900, 50, 50, 0, 1, 1, 2),
  (74, 7, 709, 16299900, 80, 80, 0, 1, 1, 2);

-- reservations open: opened a day ago, close in 2 days; on sale from day 3 to day 10
UPDATE presale_items SET reserve_start_at = ((unixepoch() / 60) * 60000) - 86400000, reserve_end_at = ((unixepoch() / 60) * 60000) + 172800000,
  sale_start_at = ((unixepoch() / 60) * 60000) + 259200000, sale_end_at = ((unixepoch() / 60) * 60000) + 864000000
WHERE id BETWEEN 11 AND 79 AND id % 10 IN (1, 2, 3);
-- on sale: reservations closed a day ago, the sale started an hour ago and ends in 2 days
UPDATE presale_items SET reserve_start_at = ((unixepoch() / 60) * 60000) - 345600000, reserve_end_at = ((unixepoch() / 60) * 60000) - 86400000,
  sale_start_at = ((unixepoch() / 60) * 60000) - 3600000, sale_end_at = ((unixepoch() / 60) * 60000) + 172800000
WHERE id BETWEEN 11 AND 79 AND id % 10 = 4;

-- Each demo buyer holds a reservation of the item on sale in their market, so a fresh start can buy one.
INSERT OR IGNORE INTO presale_reservations (item_id, user_id, status, created_at, updated_at)
SELECT i.id, u.id, 'reserved', i.reserve_start_at, i.reserve_start_at
FROM users u JOIN presale_items i ON i.country_id = u.country_id AND i.id BETWEEN 11 AND 79 AND i.id % 10 = 4
WHERE u.username IN ('amina', 'kwame', 'yacine', 'neema', 'aya', 'priya', 'okello');
