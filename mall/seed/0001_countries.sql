-- The seven markets with their currencies and number formats.
INSERT OR IGNORE INTO countries (id, code, name, currency_code, currency_symbol, digit_grouping, decimal_point, currency_scale) VALUES
  (1, 'IN', 'India', 'INR', '₹', ',', '.', 2),
  (2, 'UG', 'Uganda', 'UGX', 'USh', ',', '.', 0),
  (3, 'GH', 'Ghana', 'GHS', 'GH₵', ',', '.', 2),
  (4, 'KT', 'Côte d''Ivoire', 'XOF', 'CFA', ' ', ',', 0),
  (5, 'DZ', 'Algeria', 'DZD', 'DA', ' ', ',', 2),
  (6, 'TZ', 'Tanzania', 'TZS', 'TSh', ',', '.', 0),
  (7, 'NG', 'Nigeria', 'NGN', '₦', ',', '.', 2);
