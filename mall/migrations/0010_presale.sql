-- Pre-sale: items with a reservation window, a quota and a later sale window. The item's Durable Object owns the
-- quota (mall/presale/presale-quota.do.ts); D1 keeps a listing copy (`reserved`, ordered by `quota_version`) and
-- the reservations themselves.
CREATE TABLE presale_items (
  id INTEGER PRIMARY KEY,
  country_id INTEGER NOT NULL REFERENCES countries (id),
  product_id INTEGER NOT NULL REFERENCES products (id),
  price_minor INTEGER NOT NULL CHECK (price_minor >= 0),
  quota INTEGER NOT NULL CHECK (quota >= 0),
  reserved INTEGER NOT NULL DEFAULT 0 CHECK (reserved >= 0),
  quota_version INTEGER NOT NULL DEFAULT 0,
  reserve_start_at INTEGER NOT NULL,
  reserve_end_at INTEGER NOT NULL,
  sale_start_at INTEGER NOT NULL,
  sale_end_at INTEGER NOT NULL,
  CHECK (reserve_start_at < reserve_end_at AND reserve_end_at <= sale_start_at AND sale_start_at < sale_end_at)
);
CREATE INDEX presale_items_market ON presale_items (country_id, sale_end_at);

-- One reservation per buyer and item: reserved → bought (by one order) or lapsed (the sale window ended unused).
CREATE TABLE presale_reservations (
  item_id INTEGER NOT NULL REFERENCES presale_items (id),
  user_id INTEGER NOT NULL REFERENCES users (id),
  status TEXT NOT NULL CHECK (status IN ('reserved', 'bought', 'lapsed')),
  order_id INTEGER REFERENCES orders (id),
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (item_id, user_id)
);
CREATE INDEX presale_reservations_user ON presale_reservations (user_id, status);

-- Placing an order uses each pre-sale line's reservation with a guarded update; the row after it records how many
-- rows that update changed, and the CHECK fails the whole batch when it changed none (used, lapsed, or not held).
CREATE TABLE presale_uses (
  order_id INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  item_id INTEGER NOT NULL,
  used INTEGER NOT NULL CHECK (used = 1),
  PRIMARY KEY (order_id, item_id)
);

-- A pre-sale unit in the cart and in an order: like a flash unit, it was granted by its quota and takes no product
-- stock; one line per buyer and item.
ALTER TABLE cart_items ADD COLUMN presale_item_id INTEGER REFERENCES presale_items (id);
ALTER TABLE order_lines ADD COLUMN presale_item_id INTEGER REFERENCES presale_items (id);
DROP INDEX cart_items_product;
CREATE UNIQUE INDEX cart_items_product ON cart_items (user_id, product_id) WHERE flash_item_id IS NULL AND presale_item_id IS NULL;
CREATE UNIQUE INDEX cart_items_presale ON cart_items (user_id, presale_item_id) WHERE presale_item_id IS NOT NULL;
