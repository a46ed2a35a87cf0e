-- Admins read the orders of one market at a time, newest first.
CREATE INDEX orders_market ON orders (country_id, created_at, id);
