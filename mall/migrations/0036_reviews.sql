-- Product reviews: one per line of a completed order, by its buyer. An admin may hide one with a reason; hidden
-- reviews leave the lists and the product's rating (products.rating, rating_count: recomputed from the visible
-- reviews by the same batch that writes a review, an edit or a hiding).
CREATE TABLE reviews (
  id INTEGER PRIMARY KEY,
  order_line_id INTEGER NOT NULL UNIQUE REFERENCES order_lines (id),
  order_id INTEGER NOT NULL REFERENCES orders (id),
  product_id INTEGER NOT NULL REFERENCES products (id),
  user_id INTEGER NOT NULL REFERENCES users (id),
  stars INTEGER NOT NULL CHECK (stars BETWEEN 1 AND 5),
  title TEXT CHECK (title IS NULL OR length(title) BETWEEN 1 AND 120),
  body TEXT NOT NULL CHECK (length(body) BETWEEN 1 AND 1000),
  helpful INTEGER NOT NULL DEFAULT 0 CHECK (helpful >= 0),
  hidden_at INTEGER,
  hidden_by INTEGER REFERENCES users (id),
  hidden_reason TEXT,
  created_at INTEGER NOT NULL,
  edited_at INTEGER
);
CREATE INDEX reviews_product ON reviews (product_id, hidden_at, stars);
CREATE INDEX reviews_recent ON reviews (created_at);

-- One "helpful" per signed-in user per review.
CREATE TABLE review_votes (
  review_id INTEGER NOT NULL REFERENCES reviews (id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users (id),
  created_at INTEGER NOT NULL,
  PRIMARY KEY (review_id, user_id)
);
