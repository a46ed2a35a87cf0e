-- Where a market's shops put the currency symbol (₦12 999 before, 85 000 FCFA after) and what stands between symbol
-- and number ('' none, else one character such as a no-break space). Display only: no stored amount changes.
ALTER TABLE countries ADD COLUMN symbol_position TEXT NOT NULL DEFAULT 'before' CHECK (symbol_position IN ('before', 'after'));
ALTER TABLE countries ADD COLUMN symbol_spacing TEXT NOT NULL DEFAULT '' CHECK (length(symbol_spacing) <= 1);
UPDATE countries SET currency_symbol = 'FCFA', symbol_position = 'after', symbol_spacing = char(160) WHERE code = 'KT';
UPDATE countries SET symbol_position = 'after', symbol_spacing = char(160), print_scale = 0 WHERE code = 'DZ';

-- Popular searches are counted per language of the shoppers who searched (their interface's: en, fr, ar, ha, …), so
-- each shopper is offered only searches written in their language. Counts from before carry no language ('') and
-- are offered to no one.
CREATE TABLE search_shoppers_by_language (
  country_id INTEGER NOT NULL,
  language TEXT NOT NULL,
  query TEXT NOT NULL,
  user_id INTEGER NOT NULL,
  PRIMARY KEY (country_id, language, query, user_id)
) WITHOUT ROWID;
INSERT INTO search_shoppers_by_language (country_id, language, query, user_id) SELECT country_id, '', query, user_id FROM search_shoppers;
DROP TABLE search_shoppers;
ALTER TABLE search_shoppers_by_language RENAME TO search_shoppers;

CREATE TABLE popular_searches_by_language (
  country_id INTEGER NOT NULL,
  language TEXT NOT NULL,
  query TEXT NOT NULL,
  shoppers INTEGER NOT NULL,
  PRIMARY KEY (country_id, language, query)
) WITHOUT ROWID;
INSERT INTO popular_searches_by_language (country_id, language, query, shoppers) SELECT country_id, '', query, shoppers FROM popular_searches;
DROP INDEX popular_searches_rank;
DROP TABLE popular_searches;
ALTER TABLE popular_searches_by_language RENAME TO popular_searches;
CREATE INDEX popular_searches_rank ON popular_searches (country_id, language, shoppers DESC);
