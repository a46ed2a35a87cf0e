-- Embedded reference mall: markets, accounts, catalogue, flash sales, carts, idempotency.
-- Money is stored in integer minor units; times are epoch milliseconds.

CREATE TABLE countries (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  currency_code TEXT NOT NULL,
  currency_symbol TEXT NOT NULL,
  digit_grouping TEXT NOT NULL,
  decimal_point TEXT NOT NULL,
  currency_scale INTEGER NOT NULL CHECK (currency_scale BETWEEN 0 AND 4)
);

CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  username TEXT NOT NULL UNIQUE COLLATE NOCASE,
  password_hash TEXT NOT NULL,
  nickname TEXT NOT NULL,
  role TEXT NOT NULL DEFAULT 'buyer' CHECK (role IN ('buyer', 'retailer', 'admin')),
  country_id INTEGER NOT NULL REFERENCES countries (id),
  created_at INTEGER NOT NULL DEFAULT (unixepoch() * 1000)
);

CREATE TABLE auth_sessions (
  token_hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE INDEX auth_sessions_user ON auth_sessions (user_id);

CREATE TABLE products (
  id INTEGER PRIMARY KEY,
  country_id INTEGER NOT NULL REFERENCES countries (id),
  name TEXT NOT NULL,
  image TEXT NOT NULL,
  price_minor INTEGER NOT NULL CHECK (price_minor >= 0)
);
CREATE INDEX products_country ON products (country_id);

CREATE TABLE flash_sessions (
  id INTEGER PRIMARY KEY,
  country_id INTEGER NOT NULL REFERENCES countries (id),
  start_at INTEGER NOT NULL,
  end_at INTEGER NOT NULL,
  CHECK (end_at > start_at)
);
CREATE INDEX flash_sessions_country_start ON flash_sessions (country_id, start_at);

CREATE TABLE flash_items (
  id INTEGER PRIMARY KEY,
  session_id INTEGER NOT NULL REFERENCES flash_sessions (id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL REFERENCES products (id),
  price_minor INTEGER NOT NULL CHECK (price_minor >= 0),
  original_price_minor INTEGER NOT NULL CHECK (original_price_minor >= 0),
  total INTEGER NOT NULL CHECK (total >= 0),
  sold INTEGER NOT NULL DEFAULT 0 CHECK (sold >= 0 AND sold <= total),
  limit_per_buyer INTEGER NOT NULL DEFAULT 1 CHECK (limit_per_buyer >= 1)
);
CREATE INDEX flash_items_session ON flash_items (session_id);

CREATE TABLE cart_items (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL REFERENCES products (id),
  flash_item_id INTEGER REFERENCES flash_items (id),
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  unit_price_minor INTEGER NOT NULL CHECK (unit_price_minor >= 0),
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  UNIQUE (user_id, flash_item_id)
);

-- The first answer to a client Idempotency-Key, replayed on every retry with the same key.
CREATE TABLE idempotency_records (
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  key TEXT NOT NULL,
  fingerprint TEXT NOT NULL,
  response TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, key)
);
