-- Orders demo data, re-runnable. A delivery region in each market that has none yet (the catalogue seed lists the
-- markets' regions) and a default delivery address for amina (NG).
INSERT INTO regions (country_id, name, delivery_fee_minor, days_min, days_max)
  SELECT id, 'Maharashtra', 4900, 2, 4 FROM countries c WHERE code = 'IN' AND NOT EXISTS (SELECT 1 FROM regions WHERE country_id = c.id);
INSERT INTO regions (country_id, name, delivery_fee_minor, days_min, days_max)
  SELECT id, 'Kampala', 5000, 1, 3 FROM countries c WHERE code = 'UG' AND NOT EXISTS (SELECT 1 FROM regions WHERE country_id = c.id);
INSERT INTO regions (country_id, name, delivery_fee_minor, days_min, days_max)
  SELECT id, 'Greater Accra', 1500, 1, 3 FROM countries c WHERE code = 'GH' AND NOT EXISTS (SELECT 1 FROM regions WHERE country_id = c.id);
INSERT INTO regions (country_id, name, delivery_fee_minor, days_min, days_max)
  SELECT id, 'Abidjan', 1000, 1, 3 FROM countries c WHERE code = 'KT' AND NOT EXISTS (SELECT 1 FROM regions WHERE country_id = c.id);
INSERT INTO regions (country_id, name, delivery_fee_minor, days_min, days_max)
  SELECT id, 'Alger', 40000, 2, 5 FROM countries c WHERE code = 'DZ' AND NOT EXISTS (SELECT 1 FROM regions WHERE country_id = c.id);
INSERT INTO regions (country_id, name, delivery_fee_minor, days_min, days_max)
  SELECT id, 'Dar es Salaam', 3000, 1, 4 FROM countries c WHERE code = 'TZ' AND NOT EXISTS (SELECT 1 FROM regions WHERE country_id = c.id);
INSERT INTO regions (country_id, name, delivery_fee_minor, days_min, days_max)
  SELECT id, 'Lagos', 150000, 1, 3 FROM countries c WHERE code = 'NG' AND NOT EXISTS (SELECT 1 FROM regions WHERE country_id = c.id);

INSERT INTO addresses (user_id, name, phone, region_id, city, street, is_default, created_at, updated_at)
SELECT 1, 'Amina Bello', '+234 803 555 0101', (SELECT id FROM regions WHERE country_id = 7 ORDER BY id LIMIT 1), 'Ikeja', '14 Allen Avenue', 1, 0, 0
WHERE NOT EXISTS (SELECT 1 FROM addresses WHERE user_id = 1);

