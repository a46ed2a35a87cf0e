-- The shops selling in each market and their returns policy; each product is sold by the shop of its category
-- (phones; accessories, audio, wearables and computing; home, fashion and beauty). Re-runnable.
INSERT INTO sellers (id, country_id, name, return_days, free_returns) VALUES
  (11, 1, 'Savanna Mobiles India', 7, 1),
  (12, 1, 'GadgetKart Bengaluru', 10, 1),
  (13, 1, 'Ghar Bazaar', 7, 0),
  (21, 2, 'Kampala Phone Hub', 7, 1),
  (22, 2, 'Nakasero Electronics', 14, 1),
  (23, 2, 'Owino Home & Style', 7, 0),
  (31, 3, 'Accra Mobile World', 7, 1),
  (32, 3, 'Kumasi Gadgets', 14, 1),
  (33, 3, 'Makola Home & Style', 7, 0),
  (41, 4, 'Abidjan Mobile', 7, 1),
  (42, 4, 'Plateau Électronique', 14, 1),
  (43, 4, 'Treichville Maison & Mode', 7, 0),
  (51, 5, 'Alger Mobile', 7, 1),
  (52, 5, 'Oran Électronique', 14, 1),
  (53, 5, 'Maison Casbah', 7, 0),
  (61, 6, 'Kariakoo Simu', 7, 1),
  (62, 6, 'Dar Electronics', 14, 1),
  (63, 6, 'Zanzibar Home & Style', 7, 0),
  (71, 7, 'Lekki Phone Hub', 7, 1),
  (72, 7, 'Computer Village Ikeja', 14, 1),
  (73, 7, 'Balogun Home & Style', 7, 0)
ON CONFLICT (id) DO UPDATE SET country_id = excluded.country_id, name = excluded.name, return_days = excluded.return_days,
  free_returns = excluded.free_returns;

UPDATE products SET seller_id = country_id * 10 + CASE WHEN category_id = 1 THEN 1 WHEN category_id IN (2, 3, 4, 5) THEN 2 ELSE 3 END
WHERE category_id IS NOT NULL AND country_id BETWEEN 1 AND 7;
