-- A shopper's saved products, each with its price when saved (minor units), so the list can say it dropped since.
CREATE TABLE saved_items (
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  saved_price_minor INTEGER NOT NULL CHECK (saved_price_minor >= 0),
  saved_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, product_id)
);
CREATE INDEX saved_items_user_saved ON saved_items (user_id, saved_at DESC);
