-- Côte d'Ivoire and Algeria write the symbol after the amount, behind a no-break space, and Algeria's shops print
-- whole dinars: 85 000 FCFA, 39 900 DA.
UPDATE countries SET currency_symbol = 'FCFA', symbol_position = 'after', symbol_spacing = char(160) WHERE code = 'KT';
UPDATE countries SET symbol_position = 'after', symbol_spacing = char(160), print_scale = 0 WHERE code = 'DZ';
