-- Flash units of a cancelled order, owed back to their sale's stock object. The cancelling batch writes the row;
-- the object is told afterwards (at once, and again by the Cron job until `returned_at` is set).
CREATE TABLE flash_returns (
  order_id INTEGER NOT NULL REFERENCES orders (id),
  flash_item_id INTEGER NOT NULL REFERENCES flash_items (id),
  buyer_id INTEGER NOT NULL REFERENCES users (id),
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  returned_at INTEGER,
  PRIMARY KEY (order_id, flash_item_id)
);
CREATE INDEX flash_returns_pending ON flash_returns (order_id) WHERE returned_at IS NULL;
