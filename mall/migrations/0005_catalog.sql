-- The catalogue: categories, products with stock, rating, gallery, specs and description, and full-text search.
-- Ordinary stock is a D1 row changed only by a guarded update (stock = stock - ? WHERE stock >= ?).
CREATE TABLE categories (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  sort INTEGER NOT NULL,
  icon TEXT NOT NULL
);

ALTER TABLE products ADD COLUMN category_id INTEGER REFERENCES categories (id);
ALTER TABLE products ADD COLUMN brand TEXT NOT NULL DEFAULT '';
ALTER TABLE products ADD COLUMN original_price_minor INTEGER;
ALTER TABLE products ADD COLUMN stock INTEGER NOT NULL DEFAULT 0;
-- Average rating in tenths (45 = 4.5 stars) and how many ratings it is made of.
ALTER TABLE products ADD COLUMN rating INTEGER NOT NULL DEFAULT 0;
ALTER TABLE products ADD COLUMN rating_count INTEGER NOT NULL DEFAULT 0;
-- JSON: further images after `image`; spec values keyed by spec name (the names are interface texts).
ALTER TABLE products ADD COLUMN gallery TEXT NOT NULL DEFAULT '[]';
ALTER TABLE products ADD COLUMN specs TEXT NOT NULL DEFAULT '{}';
ALTER TABLE products ADD COLUMN description TEXT NOT NULL DEFAULT '';
-- Words a shopper may search by besides the name: the category's name in every interface language.
ALTER TABLE products ADD COLUMN keywords TEXT NOT NULL DEFAULT '';
ALTER TABLE products ADD COLUMN created_at INTEGER NOT NULL DEFAULT 0;

CREATE INDEX products_country_category ON products (country_id, category_id, id);
CREATE INDEX products_country_price ON products (country_id, price_minor, id);
CREATE INDEX products_country_created ON products (country_id, created_at, id);

-- Accents folded (é = e), prefix queries ("sams*"), bm25 ranking; kept in step with products by triggers.
CREATE VIRTUAL TABLE products_fts USING fts5(
  name, brand, keywords, description,
  content = 'products', content_rowid = 'id', tokenize = 'unicode61 remove_diacritics 2'
);
CREATE TRIGGER products_fts_insert AFTER INSERT ON products BEGIN
  INSERT INTO products_fts (rowid, name, brand, keywords, description) VALUES (new.id, new.name, new.brand, new.keywords, new.description);
END;
CREATE TRIGGER products_fts_delete AFTER DELETE ON products BEGIN
  INSERT INTO products_fts (products_fts, rowid, name, brand, keywords, description) VALUES ('delete', old.id, old.name, old.brand, old.keywords, old.description);
END;
CREATE TRIGGER products_fts_update AFTER UPDATE OF name, brand, keywords, description ON products BEGIN
  INSERT INTO products_fts (products_fts, rowid, name, brand, keywords, description) VALUES ('delete', old.id, old.name, old.brand, old.keywords, old.description);
  INSERT INTO products_fts (rowid, name, brand, keywords, description) VALUES (new.id, new.name, new.brand, new.keywords, new.description);
END;
INSERT INTO products_fts (products_fts) VALUES ('rebuild');
