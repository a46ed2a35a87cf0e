-- The new-user special of every market: three products at a fifth of their price (rounded down to a whole 100
-- minor units), one special-price item per new account. Special id = product id.
--   15 braided USB-C cable · 2 wireless earbuds · 12 feature phone
INSERT INTO newcomer_specials (id, product_id, price_minor, sort)
SELECT p.id, p.id, MAX(100, (p.price_minor / 5 / 100) * 100), CASE p.id % 100 WHEN 15 THEN 1 WHEN 2 THEN 2 ELSE 3 END
FROM products p WHERE p.id % 100 IN (2, 12, 15) AND p.id BETWEEN 101 AND 799
ON CONFLICT (id) DO UPDATE SET price_minor = excluded.price_minor, sort = excluded.sort;
