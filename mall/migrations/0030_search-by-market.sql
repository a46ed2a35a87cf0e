-- A search reads only its own market's matches: the market is a column of the full-text index, so a query asks for
-- {market} : ｍ7 AND its words and FTS5 intersects the doclists before anything is ranked. The token is the
-- full-width ｍ and the market's id: no typed word can be it (queries are NFKC-normalized, which turns ｍ into m), and
-- the typo correction's scan over the terms of a first letter never reads its doclist of a whole market.
-- Prefix doclists of 1 to 9 letters make a typed prefix ("a", "sams", "phone") one doclist instead of a merge of
-- every term it begins. The text columns are folded as in migration 0026, so FTS5's 'rebuild' (which reads
-- products as they are) must still not be used.
DROP TABLE products_fts_terms;
DROP TRIGGER products_fts_insert;
DROP TRIGGER products_fts_delete;
DROP TRIGGER products_fts_update;
DROP TABLE products_fts;

-- The market as the index holds it, so that the index's columns are all columns of its content table.
ALTER TABLE products ADD COLUMN market TEXT GENERATED ALWAYS AS ('ｍ' || country_id) VIRTUAL;

CREATE VIRTUAL TABLE products_fts USING fts5(
  name, brand, keywords, description, market,
  content = 'products', content_rowid = 'id', tokenize = 'unicode61 remove_diacritics 2', prefix = '1 2 3 4 5 6 7 8 9'
);
CREATE TRIGGER products_fts_insert AFTER INSERT ON products BEGIN
  INSERT INTO products_fts (rowid, name, brand, keywords, description, market) VALUES (new.id,
    replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(new.name, 'أ', 'ا'), 'إ', 'ا'), 'آ', 'ا'), 'ٱ', 'ا'), 'ؤ', 'و'), 'ئ', 'ي'), 'ء', ''), 'ة', 'ه'), 'ى', 'ي'), 'ـ', ''), 'ً', ''), 'ٌ', ''), 'ٍ', ''), 'َ', ''), 'ُ', ''), 'ِ', ''), 'ّ', ''), 'ْ', ''), 'ٰ', ''),
    replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(new.brand, 'أ', 'ا'), 'إ', 'ا'), 'آ', 'ا'), 'ٱ', 'ا'), 'ؤ', 'و'), 'ئ', 'ي'), 'ء', ''), 'ة', 'ه'), 'ى', 'ي'), 'ـ', ''), 'ً', ''), 'ٌ', ''), 'ٍ', ''), 'َ', ''), 'ُ', ''), 'ِ', ''), 'ّ', ''), 'ْ', ''), 'ٰ', ''),
    replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(new.keywords, 'أ', 'ا'), 'إ', 'ا'), 'آ', 'ا'), 'ٱ', 'ا'), 'ؤ', 'و'), 'ئ', 'ي'), 'ء', ''), 'ة', 'ه'), 'ى', 'ي'), 'ـ', ''), 'ً', ''), 'ٌ', ''), 'ٍ', ''), 'َ', ''), 'ُ', ''), 'ِ', ''), 'ّ', ''), 'ْ', ''), 'ٰ', ''),
    replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(new.description, 'أ', 'ا'), 'إ', 'ا'), 'آ', 'ا'), 'ٱ', 'ا'), 'ؤ', 'و'), 'ئ', 'ي'), 'ء', ''), 'ة', 'ه'), 'ى', 'ي'), 'ـ', ''), 'ً', ''), 'ٌ', ''), 'ٍ', ''), 'َ', ''), 'ُ', ''), 'ِ', ''), 'ّ', ''), 'ْ', ''), 'ٰ', ''),
    new.market);
END;
CREATE TRIGGER products_fts_delete AFTER DELETE ON products BEGIN
  INSERT INTO products_fts (products_fts, rowid, name, brand, keywords, description, market) VALUES ('delete', old.id,
    replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(old.name, 'أ', 'ا'), 'إ', 'ا'), 'آ', 'ا'), 'ٱ', 'ا'), 'ؤ', 'و'), 'ئ', 'ي'), 'ء', ''), 'ة', 'ه'), 'ى', 'ي'), 'ـ', ''), 'ً', ''), 'ٌ', ''), 'ٍ', ''), 'َ', ''), 'ُ', ''), 'ِ', ''), 'ّ', ''), 'ْ', ''), 'ٰ', ''),
    replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(old.brand, 'أ', 'ا'), 'إ', 'ا'), 'آ', 'ا'), 'ٱ', 'ا'), 'ؤ', 'و'), 'ئ', 'ي'), 'ء', ''), 'ة', 'ه'), 'ى', 'ي'), 'ـ', ''), 'ً', ''), 'ٌ', ''), 'ٍ', ''), 'َ', ''), 'ُ', ''), 'ِ', ''), 'ّ', ''), 'ْ', ''), 'ٰ', ''),
    replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(old.keywords, 'أ', 'ا'), 'إ', 'ا'), 'آ', 'ا'), 'ٱ', 'ا'), 'ؤ', 'و'), 'ئ', 'ي'), 'ء', ''), 'ة', 'ه'), 'ى', 'ي'), 'ـ', ''), 'ً', ''), 'ٌ', ''), 'ٍ', ''), 'َ', ''), 'ُ', ''), 'ِ', ''), 'ّ', ''), 'ْ', ''), 'ٰ', ''),
    replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(old.description, 'أ', 'ا'), 'إ', 'ا'), 'آ', 'ا'), 'ٱ', 'ا'), 'ؤ', 'و'), 'ئ', 'ي'), 'ء', ''), 'ة', 'ه'), 'ى', 'ي'), 'ـ', ''), 'ً', ''), 'ٌ', ''), 'ٍ', ''), 'َ', ''), 'ُ', ''), 'ِ', ''), 'ّ', ''), 'ْ', ''), 'ٰ', ''),
    old.market);
END;
CREATE TRIGGER products_fts_update AFTER UPDATE OF name, brand, keywords, description, country_id ON products BEGIN
  INSERT INTO products_fts (products_fts, rowid, name, brand, keywords, description, market) VALUES ('delete', old.id,
    replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(old.name, 'أ', 'ا'), 'إ', 'ا'), 'آ', 'ا'), 'ٱ', 'ا'), 'ؤ', 'و'), 'ئ', 'ي'), 'ء', ''), 'ة', 'ه'), 'ى', 'ي'), 'ـ', ''), 'ً', ''), 'ٌ', ''), 'ٍ', ''), 'َ', ''), 'ُ', ''), 'ِ', ''), 'ّ', ''), 'ْ', ''), 'ٰ', ''),
    replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(old.brand, 'أ', 'ا'), 'إ', 'ا'), 'آ', 'ا'), 'ٱ', 'ا'), 'ؤ', 'و'), 'ئ', 'ي'), 'ء', ''), 'ة', 'ه'), 'ى', 'ي'), 'ـ', ''), 'ً', ''), 'ٌ', ''), 'ٍ', ''), 'َ', ''), 'ُ', ''), 'ِ', ''), 'ّ', ''), 'ْ', ''), 'ٰ', ''),
    replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(old.keywords, 'أ', 'ا'), 'إ', 'ا'), 'آ', 'ا'), 'ٱ', 'ا'), 'ؤ', 'و'), 'ئ', 'ي'), 'ء', ''), 'ة', 'ه'), 'ى', 'ي'), 'ـ', ''), 'ً', ''), 'ٌ', ''), 'ٍ', ''), 'َ', ''), 'ُ', ''), 'ِ', ''), 'ّ', ''), 'ْ', ''), 'ٰ', ''),
    replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(old.description, 'أ', 'ا'), 'إ', 'ا'), 'آ', 'ا'), 'ٱ', 'ا'), 'ؤ', 'و'), 'ئ', 'ي'), 'ء', ''), 'ة', 'ه'), 'ى', 'ي'), 'ـ', ''), 'ً', ''), 'ٌ', ''), 'ٍ', ''), 'َ', ''), 'ُ', ''), 'ِ', ''), 'ّ', ''), 'ْ', ''), 'ٰ', ''),
    old.market);
  INSERT INTO products_fts (rowid, name, brand, keywords, description, market) VALUES (new.id,
    replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(new.name, 'أ', 'ا'), 'إ', 'ا'), 'آ', 'ا'), 'ٱ', 'ا'), 'ؤ', 'و'), 'ئ', 'ي'), 'ء', ''), 'ة', 'ه'), 'ى', 'ي'), 'ـ', ''), 'ً', ''), 'ٌ', ''), 'ٍ', ''), 'َ', ''), 'ُ', ''), 'ِ', ''), 'ّ', ''), 'ْ', ''), 'ٰ', ''),
    replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(new.brand, 'أ', 'ا'), 'إ', 'ا'), 'آ', 'ا'), 'ٱ', 'ا'), 'ؤ', 'و'), 'ئ', 'ي'), 'ء', ''), 'ة', 'ه'), 'ى', 'ي'), 'ـ', ''), 'ً', ''), 'ٌ', ''), 'ٍ', ''), 'َ', ''), 'ُ', ''), 'ِ', ''), 'ّ', ''), 'ْ', ''), 'ٰ', ''),
    replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(new.keywords, 'أ', 'ا'), 'إ', 'ا'), 'آ', 'ا'), 'ٱ', 'ا'), 'ؤ', 'و'), 'ئ', 'ي'), 'ء', ''), 'ة', 'ه'), 'ى', 'ي'), 'ـ', ''), 'ً', ''), 'ٌ', ''), 'ٍ', ''), 'َ', ''), 'ُ', ''), 'ِ', ''), 'ّ', ''), 'ْ', ''), 'ٰ', ''),
    replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(new.description, 'أ', 'ا'), 'إ', 'ا'), 'آ', 'ا'), 'ٱ', 'ا'), 'ؤ', 'و'), 'ئ', 'ي'), 'ء', ''), 'ة', 'ه'), 'ى', 'ي'), 'ـ', ''), 'ً', ''), 'ٌ', ''), 'ٍ', ''), 'َ', ''), 'ُ', ''), 'ِ', ''), 'ّ', ''), 'ْ', ''), 'ٰ', ''),
    new.market);
END;
INSERT INTO products_fts (rowid, name, brand, keywords, description, market) SELECT id,
    replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(name, 'أ', 'ا'), 'إ', 'ا'), 'آ', 'ا'), 'ٱ', 'ا'), 'ؤ', 'و'), 'ئ', 'ي'), 'ء', ''), 'ة', 'ه'), 'ى', 'ي'), 'ـ', ''), 'ً', ''), 'ٌ', ''), 'ٍ', ''), 'َ', ''), 'ُ', ''), 'ِ', ''), 'ّ', ''), 'ْ', ''), 'ٰ', ''),
    replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(brand, 'أ', 'ا'), 'إ', 'ا'), 'آ', 'ا'), 'ٱ', 'ا'), 'ؤ', 'و'), 'ئ', 'ي'), 'ء', ''), 'ة', 'ه'), 'ى', 'ي'), 'ـ', ''), 'ً', ''), 'ٌ', ''), 'ٍ', ''), 'َ', ''), 'ُ', ''), 'ِ', ''), 'ّ', ''), 'ْ', ''), 'ٰ', ''),
    replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(keywords, 'أ', 'ا'), 'إ', 'ا'), 'آ', 'ا'), 'ٱ', 'ا'), 'ؤ', 'و'), 'ئ', 'ي'), 'ء', ''), 'ة', 'ه'), 'ى', 'ي'), 'ـ', ''), 'ً', ''), 'ٌ', ''), 'ٍ', ''), 'َ', ''), 'ُ', ''), 'ِ', ''), 'ّ', ''), 'ْ', ''), 'ٰ', ''),
    replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(description, 'أ', 'ا'), 'إ', 'ا'), 'آ', 'ا'), 'ٱ', 'ا'), 'ؤ', 'و'), 'ئ', 'ي'), 'ء', ''), 'ة', 'ه'), 'ى', 'ي'), 'ـ', ''), 'ً', ''), 'ٌ', ''), 'ٍ', ''), 'َ', ''), 'ُ', ''), 'ِ', ''), 'ّ', ''), 'ْ', ''), 'ٰ', ''),
    market
  FROM products;

-- The index's terms with the number of products holding each: the vocabulary a typo is corrected against.
CREATE VIRTUAL TABLE products_fts_terms USING fts5vocab(products_fts, 'row');
