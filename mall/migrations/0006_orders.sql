-- Cart lines of ordinary products, delivery regions and addresses, orders with their lines, an append-only history,
-- and the packages an order ships in (partial shipping and partial signing are real states).
ALTER TABLE cart_items ADD COLUMN selected INTEGER NOT NULL DEFAULT 1;
-- One line per ordinary product (flash units keep their own line per flash item).
CREATE UNIQUE INDEX cart_items_product ON cart_items (user_id, product_id) WHERE flash_item_id IS NULL;

CREATE TABLE regions (
  id INTEGER PRIMARY KEY,
  country_id INTEGER NOT NULL REFERENCES countries (id),
  name TEXT NOT NULL,
  delivery_fee_minor INTEGER NOT NULL CHECK (delivery_fee_minor >= 0),
  days_min INTEGER NOT NULL,
  days_max INTEGER NOT NULL,
  UNIQUE (country_id, name)
);

CREATE TABLE addresses (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  phone TEXT NOT NULL,
  region_id INTEGER NOT NULL REFERENCES regions (id),
  city TEXT NOT NULL,
  street TEXT NOT NULL,
  is_default INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX addresses_user ON addresses (user_id);

CREATE TABLE orders (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id),
  country_id INTEGER NOT NULL REFERENCES countries (id),
  status TEXT NOT NULL CHECK (status IN (
    'awaitingPayment', 'awaitingVerification', 'confirmed', 'partlyShipped', 'shipped', 'partlySigned', 'signed',
    'completed', 'cancelled'
  )),
  payment TEXT NOT NULL CHECK (payment IN ('onDelivery', 'online')),
  paid_at INTEGER,
  -- The delivery address as it was when the order was placed (JSON: name, phone, region, city, street).
  address TEXT NOT NULL,
  subtotal_minor INTEGER NOT NULL,
  delivery_fee_minor INTEGER NOT NULL,
  total_minor INTEGER NOT NULL,
  cancelled_by TEXT CHECK (cancelled_by IN ('buyer', 'seller', 'system')),
  cancel_reason TEXT,
  -- Set by the one cancellation that returns the stock; a second cancellation finds it set and returns nothing.
  cancel_token TEXT,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX orders_user ON orders (user_id, created_at);
CREATE INDEX orders_status ON orders (status, updated_at);

CREATE TABLE order_lines (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL REFERENCES products (id),
  flash_item_id INTEGER REFERENCES flash_items (id),
  name TEXT NOT NULL,
  image TEXT NOT NULL,
  unit_price_minor INTEGER NOT NULL,
  quantity INTEGER NOT NULL CHECK (quantity > 0)
);
CREATE INDEX order_lines_order ON order_lines (order_id);

-- Placing an order takes stock with guarded updates; each writes here how many rows it changed, and the CHECK turns a
-- refused update into a failed batch, so an order takes all its stock or none.
CREATE TABLE stock_takes (
  order_id INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL,
  taken INTEGER NOT NULL CHECK (taken = 1),
  PRIMARY KEY (order_id, product_id)
);

CREATE TABLE order_history (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  status TEXT NOT NULL,
  actor TEXT NOT NULL CHECK (actor IN ('buyer', 'seller', 'system')),
  actor_id INTEGER,
  reason TEXT,
  created_at INTEGER NOT NULL
);
CREATE INDEX order_history_order ON order_history (order_id, id);

CREATE TABLE packages (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  tracking_no TEXT NOT NULL UNIQUE,
  created_at INTEGER NOT NULL
);
CREATE INDEX packages_order ON packages (order_id);

CREATE TABLE package_lines (
  package_id INTEGER NOT NULL REFERENCES packages (id) ON DELETE CASCADE,
  order_line_id INTEGER NOT NULL REFERENCES order_lines (id),
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  signed_quantity INTEGER NOT NULL DEFAULT 0 CHECK (signed_quantity >= 0 AND signed_quantity <= quantity),
  PRIMARY KEY (package_id, order_line_id)
);

CREATE TABLE package_events (
  id INTEGER PRIMARY KEY,
  package_id INTEGER NOT NULL REFERENCES packages (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('shipped', 'inTransit', 'outForDelivery', 'signed', 'partlySigned')),
  created_at INTEGER NOT NULL
);
CREATE INDEX package_events_package ON package_events (package_id, id);
