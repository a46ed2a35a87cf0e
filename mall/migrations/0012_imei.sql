CREATE TABLE imei_units (
  imei TEXT PRIMARY KEY CHECK (length(imei) = 15),
  retailer_id INTEGER NOT NULL REFERENCES users (id),
  order_id INTEGER NOT NULL REFERENCES orders (id),
  order_line_id INTEGER NOT NULL REFERENCES order_lines (id),
  product_id INTEGER NOT NULL REFERENCES products (id),
  scanned_at INTEGER NOT NULL,
  activated_at INTEGER
);
