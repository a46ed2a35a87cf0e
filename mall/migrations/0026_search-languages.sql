-- Search in every language: the full-text index holds Arabic folded (hamza forms, ta marbuta, alef maksura,
-- tashkeel and tatweel, as mall/catalog/arabic.ts folds the query), its terms are readable for 'Did you mean', and
-- popular searches are counted per market by distinct shoppers.
DROP TRIGGER products_fts_insert;
DROP TRIGGER products_fts_delete;
DROP TRIGGER products_fts_update;
DROP TABLE products_fts;

CREATE VIRTUAL TABLE products_fts USING fts5(
  name, brand, keywords, description,
  content = 'products', content_rowid = 'id', tokenize = 'unicode61 remove_diacritics 2'
);
-- The index is written from folded text, so FTS5's 'rebuild' (which reads products as they are) must not be used.
CREATE TRIGGER products_fts_insert AFTER INSERT ON products BEGIN
  INSERT INTO products_fts (rowid, name, brand, keywords, description) VALUES (new.id,
    replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(new.name, 'أ', 'ا'), 'إ', 'ا'), 'آ', 'ا'), 'ٱ', 'ا'), 'ؤ', 'و'), 'ئ', 'ي'), 'ء', ''), 'ة', 'ه'), 'ى', 'ي'), 'ـ', ''), 'ً', ''), 'ٌ', ''), 'ٍ', ''), 'َ', ''), 'ُ', ''), 'ِ', ''), 'ّ', ''), 'ْ', ''), 'ٰ', ''),
    replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(new.brand, 'أ', 'ا'), 'إ', 'ا'), 'آ', 'ا'), 'ٱ', 'ا'), 'ؤ', 'و'), 'ئ', 'ي'), 'ء', ''), 'ة', 'ه'), 'ى', 'ي'), 'ـ', ''), 'ً', ''), 'ٌ', ''), 'ٍ', ''), 'َ', ''), 'ُ', ''), 'ِ', ''), 'ّ', ''), 'ْ', ''), 'ٰ', ''),
    replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(new.keywords, 'أ', 'ا'), 'إ', 'ا'), 'آ', 'ا'), 'ٱ', 'ا'), 'ؤ', 'و'), 'ئ', 'ي'), 'ء', ''), 'ة', 'ه'), 'ى', 'ي'), 'ـ', ''), 'ً', ''), 'ٌ', ''), 'ٍ', ''), 'َ', ''), 'ُ', ''), 'ِ', ''), 'ّ', ''), 'ْ', ''), 'ٰ', ''),
    replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(new.description, 'أ', 'ا'), 'إ', 'ا'), 'آ', 'ا'), 'ٱ', 'ا'), 'ؤ', 'و'), 'ئ', 'ي'), 'ء', ''), 'ة', 'ه'), 'ى', 'ي'), 'ـ', ''), 'ً', ''), 'ٌ', ''), 'ٍ', ''), 'َ', ''), 'ُ', ''), 'ِ', ''), 'ّ', ''), 'ْ', ''), 'ٰ', ''));
END;
CREATE TRIGGER products_fts_delete AFTER DELETE ON products BEGIN
  INSERT INTO products_fts (products_fts, rowid, name, brand, keywords, description) VALUES ('delete', old.id,
    replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(old.name, 'أ', 'ا'), 'إ', 'ا'), 'آ', 'ا'), 'ٱ', 'ا'), 'ؤ', 'و'), 'ئ', 'ي'), 'ء', ''), 'ة', 'ه'), 'ى', 'ي'), 'ـ', ''), 'ً', ''), 'ٌ', ''), 'ٍ', ''), 'َ', ''), 'ُ', ''), 'ِ', ''), 'ّ', ''), 'ْ', ''), 'ٰ', ''),
    replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(old.brand, 'أ', 'ا'), 'إ', 'ا'), 'آ', 'ا'), 'ٱ', 'ا'), 'ؤ', 'و'), 'ئ', 'ي'), 'ء', ''), 'ة', 'ه'), 'ى', 'ي'), 'ـ', ''), 'ً', ''), 'ٌ', ''), 'ٍ', ''), 'َ', ''), 'ُ', ''), 'ِ', ''), 'ّ', ''), 'ْ', ''), 'ٰ', ''),
    replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(old.keywords, 'أ', 'ا'), 'إ', 'ا'), 'آ', 'ا'), 'ٱ', 'ا'), 'ؤ', 'و'), 'ئ', 'ي'), 'ء', ''), 'ة', 'ه'), 'ى', 'ي'), 'ـ', ''), 'ً', ''), 'ٌ', ''), 'ٍ', ''), 'َ', ''), 'ُ', ''), 'ِ', ''), 'ّ', ''), 'ْ', ''), 'ٰ', ''),
    replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(old.description, 'أ', 'ا'), 'إ', 'ا'), 'آ', 'ا'), 'ٱ', 'ا'), 'ؤ', 'و'), 'ئ', 'ي'), 'ء', ''), 'ة', 'ه'), 'ى', 'ي'), 'ـ', ''), 'ً', ''), 'ٌ', ''), 'ٍ', ''), 'َ', ''), 'ُ', ''), 'ِ', ''), 'ّ', ''), 'ْ', ''), 'ٰ', ''));
END;
CREATE TRIGGER products_fts_update AFTER UPDATE OF name, brand, keywords, description ON products BEGIN
  INSERT INTO products_fts (products_fts, rowid, name, brand, keywords, description) VALUES ('delete', old.id,
    replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(old.name, 'أ', 'ا'), 'إ', 'ا'), 'آ', 'ا'), 'ٱ', 'ا'), 'ؤ', 'و'), 'ئ', 'ي'), 'ء', ''), 'ة', 'ه'), 'ى', 'ي'), 'ـ', ''), 'ً', ''), 'ٌ', ''), 'ٍ', ''), 'َ', ''), 'ُ', ''), 'ِ', ''), 'ّ', ''), 'ْ', ''), 'ٰ', ''),
    replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(old.brand, 'أ', 'ا'), 'إ', 'ا'), 'آ', 'ا'), 'ٱ', 'ا'), 'ؤ', 'و'), 'ئ', 'ي'), 'ء', ''), 'ة', 'ه'), 'ى', 'ي'), 'ـ', ''), 'ً', ''), 'ٌ', ''), 'ٍ', ''), 'َ', ''), 'ُ', ''), 'ِ', ''), 'ّ', ''), 'ْ', ''), 'ٰ', ''),
    replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(old.keywords, 'أ', 'ا'), 'إ', 'ا'), 'آ', 'ا'), 'ٱ', 'ا'), 'ؤ', 'و'), 'ئ', 'ي'), 'ء', ''), 'ة', 'ه'), 'ى', 'ي'), 'ـ', ''), 'ً', ''), 'ٌ', ''), 'ٍ', ''), 'َ', ''), 'ُ', ''), 'ِ', ''), 'ّ', ''), 'ْ', ''), 'ٰ', ''),
    replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(old.description, 'أ', 'ا'), 'إ', 'ا'), 'آ', 'ا'), 'ٱ', 'ا'), 'ؤ', 'و'), 'ئ', 'ي'), 'ء', ''), 'ة', 'ه'), 'ى', 'ي'), 'ـ', ''), 'ً', ''), 'ٌ', ''), 'ٍ', ''), 'َ', ''), 'ُ', ''), 'ِ', ''), 'ّ', ''), 'ْ', ''), 'ٰ', ''));
  INSERT INTO products_fts (rowid, name, brand, keywords, description) VALUES (new.id,
    replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(new.name, 'أ', 'ا'), 'إ', 'ا'), 'آ', 'ا'), 'ٱ', 'ا'), 'ؤ', 'و'), 'ئ', 'ي'), 'ء', ''), 'ة', 'ه'), 'ى', 'ي'), 'ـ', ''), 'ً', ''), 'ٌ', ''), 'ٍ', ''), 'َ', ''), 'ُ', ''), 'ِ', ''), 'ّ', ''), 'ْ', ''), 'ٰ', ''),
    replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(new.brand, 'أ', 'ا'), 'إ', 'ا'), 'آ', 'ا'), 'ٱ', 'ا'), 'ؤ', 'و'), 'ئ', 'ي'), 'ء', ''), 'ة', 'ه'), 'ى', 'ي'), 'ـ', ''), 'ً', ''), 'ٌ', ''), 'ٍ', ''), 'َ', ''), 'ُ', ''), 'ِ', ''), 'ّ', ''), 'ْ', ''), 'ٰ', ''),
    replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(new.keywords, 'أ', 'ا'), 'إ', 'ا'), 'آ', 'ا'), 'ٱ', 'ا'), 'ؤ', 'و'), 'ئ', 'ي'), 'ء', ''), 'ة', 'ه'), 'ى', 'ي'), 'ـ', ''), 'ً', ''), 'ٌ', ''), 'ٍ', ''), 'َ', ''), 'ُ', ''), 'ِ', ''), 'ّ', ''), 'ْ', ''), 'ٰ', ''),
    replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(new.description, 'أ', 'ا'), 'إ', 'ا'), 'آ', 'ا'), 'ٱ', 'ا'), 'ؤ', 'و'), 'ئ', 'ي'), 'ء', ''), 'ة', 'ه'), 'ى', 'ي'), 'ـ', ''), 'ً', ''), 'ٌ', ''), 'ٍ', ''), 'َ', ''), 'ُ', ''), 'ِ', ''), 'ّ', ''), 'ْ', ''), 'ٰ', ''));
END;
INSERT INTO products_fts (rowid, name, brand, keywords, description) SELECT id,
    replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(name, 'أ', 'ا'), 'إ', 'ا'), 'آ', 'ا'), 'ٱ', 'ا'), 'ؤ', 'و'), 'ئ', 'ي'), 'ء', ''), 'ة', 'ه'), 'ى', 'ي'), 'ـ', ''), 'ً', ''), 'ٌ', ''), 'ٍ', ''), 'َ', ''), 'ُ', ''), 'ِ', ''), 'ّ', ''), 'ْ', ''), 'ٰ', ''),
    replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(brand, 'أ', 'ا'), 'إ', 'ا'), 'آ', 'ا'), 'ٱ', 'ا'), 'ؤ', 'و'), 'ئ', 'ي'), 'ء', ''), 'ة', 'ه'), 'ى', 'ي'), 'ـ', ''), 'ً', ''), 'ٌ', ''), 'ٍ', ''), 'َ', ''), 'ُ', ''), 'ِ', ''), 'ّ', ''), 'ْ', ''), 'ٰ', ''),
    replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(keywords, 'أ', 'ا'), 'إ', 'ا'), 'آ', 'ا'), 'ٱ', 'ا'), 'ؤ', 'و'), 'ئ', 'ي'), 'ء', ''), 'ة', 'ه'), 'ى', 'ي'), 'ـ', ''), 'ً', ''), 'ٌ', ''), 'ٍ', ''), 'َ', ''), 'ُ', ''), 'ِ', ''), 'ّ', ''), 'ْ', ''), 'ٰ', ''),
    replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(description, 'أ', 'ا'), 'إ', 'ا'), 'آ', 'ا'), 'ٱ', 'ا'), 'ؤ', 'و'), 'ئ', 'ي'), 'ء', ''), 'ة', 'ه'), 'ى', 'ي'), 'ـ', ''), 'ً', ''), 'ٌ', ''), 'ٍ', ''), 'َ', ''), 'ُ', ''), 'ِ', ''), 'ّ', ''), 'ْ', ''), 'ٰ', '')
  FROM products;

-- The index's terms with the number of products holding each: the vocabulary a typo is corrected against.
CREATE VIRTUAL TABLE products_fts_terms USING fts5vocab(products_fts, 'row');

-- Who searched for what (logged-in shoppers, searches that found something), one row per shopper and query, and the
-- count of distinct shoppers per query: a query is shown as popular only from a threshold of shoppers.
CREATE TABLE search_shoppers (
  country_id INTEGER NOT NULL,
  query TEXT NOT NULL,
  user_id INTEGER NOT NULL,
  PRIMARY KEY (country_id, query, user_id)
) WITHOUT ROWID;
CREATE TABLE popular_searches (
  country_id INTEGER NOT NULL,
  query TEXT NOT NULL,
  shoppers INTEGER NOT NULL,
  PRIMARY KEY (country_id, query)
) WITHOUT ROWID;
CREATE INDEX popular_searches_rank ON popular_searches (country_id, shoppers DESC);
