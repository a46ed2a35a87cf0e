-- Where a market's shops put the currency symbol (₦12 999 before, 85 000 FCFA after) and what stands between symbol
-- and number ('' none, else one character such as a no-break space). Display only: no stored amount changes.
ALTER TABLE countries ADD COLUMN symbol_position TEXT NOT NULL DEFAULT 'before' CHECK (symbol_position IN ('before', 'after'));
ALTER TABLE countries ADD COLUMN symbol_spacing TEXT NOT NULL DEFAULT '' CHECK (length(symbol_spacing) <= 1);
UPDATE countries SET currency_symbol = 'FCFA', symbol_position = 'after', symbol_spacing = char(160) WHERE code = 'KT';
UPDATE countries SET symbol_position = 'after', symbol_spacing = char(160), print_scale = 0 WHERE code = 'DZ';
