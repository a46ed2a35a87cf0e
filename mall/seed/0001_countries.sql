-- The seven markets with their currencies and number formats. currency_scale: digits of the stored minor units;
-- print_scale: digits the market's shops print (no kobo on naira, no cents on shillings or CFA francs).
INSERT OR IGNORE INTO countries (id, code, name, currency_code, currency_symbol, digit_grouping, decimal_point, currency_scale, print_scale) VALUES
  (1, 'IN', 'India', 'INR', '₹', ',', '.', 2, 2),
  (2, 'UG', 'Uganda', 'UGX', 'USh', ',', '.', 0, 0),
  (3, 'GH', 'Ghana', 'GHS', 'GH₵', ',', '.', 2, 2),
  (4, 'KT', 'Côte d''Ivoire', 'XOF', 'CFA', ' ', ',', 0, 0),
  (5, 'DZ', 'Algeria', 'DZD', 'DA', ' ', ',', 2, 2),
  (6, 'TZ', 'Tanzania', 'TZS', 'TSh', ',', '.', 0, 0),
  (7, 'NG', 'Nigeria', 'NGN', '₦', ',', '.', 2, 0);
