-- The new-user special: products at a special price for accounts with no completed order, one special-price item
-- per account. A special is bought as a cart line (`cart_items.special_id`, one unit) that takes ordinary stock.
CREATE TABLE newcomer_specials (
  id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL UNIQUE REFERENCES products (id),
  price_minor INTEGER NOT NULL CHECK (price_minor >= 0),
  sort INTEGER NOT NULL DEFAULT 0
);

ALTER TABLE cart_items ADD COLUMN special_id INTEGER REFERENCES newcomer_specials (id);
DROP INDEX cart_items_product;
CREATE UNIQUE INDEX cart_items_product ON cart_items (user_id, product_id)
  WHERE flash_item_id IS NULL AND presale_item_id IS NULL AND special_id IS NULL;
CREATE UNIQUE INDEX cart_items_special ON cart_items (user_id, special_id) WHERE special_id IS NOT NULL;

ALTER TABLE order_lines ADD COLUMN special_id INTEGER REFERENCES newcomer_specials (id);

-- The one special an account has bought, written by the order that buys it: the primary key allows one per
-- account, whatever checkouts race; `is_new` is computed when the row is written, and its CHECK refuses an
-- account that has completed an order meanwhile. Cancelling the order deletes the row, so the offer is open again.
CREATE TABLE newcomer_purchases (
  user_id INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  special_id INTEGER NOT NULL REFERENCES newcomer_specials (id),
  order_id INTEGER NOT NULL UNIQUE REFERENCES orders (id),
  is_new INTEGER NOT NULL CHECK (is_new = 1),
  created_at INTEGER NOT NULL
);
