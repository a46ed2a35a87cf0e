-- Who sells a product and their returns policy; the precision a market's shops print amounts with.
CREATE TABLE sellers (
  id INTEGER PRIMARY KEY,
  country_id INTEGER NOT NULL REFERENCES countries (id),
  name TEXT NOT NULL,
  -- Days after delivery a buyer may send an item back (0: no returns); free_returns: the seller pays the way back.
  return_days INTEGER NOT NULL CHECK (return_days BETWEEN 0 AND 90),
  free_returns INTEGER NOT NULL CHECK (free_returns IN (0, 1))
);
CREATE INDEX sellers_country ON sellers (country_id);

ALTER TABLE products ADD COLUMN seller_id INTEGER REFERENCES sellers (id);

-- Digits a market's shops print (₦12,999, not ₦12,999.00); null: currency_scale. Amounts stay stored in minor units
-- of currency_scale (kobo in Nigeria), so no stored price changes value.
ALTER TABLE countries ADD COLUMN print_scale INTEGER CHECK (print_scale BETWEEN 0 AND 4);
UPDATE countries SET print_scale = 0 WHERE code IN ('NG', 'UG', 'TZ', 'KT');
