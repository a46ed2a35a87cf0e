-- The IMEIs packed in the demo retailers' packages: every unit already scanned (mall/seed/0013_rebates.sql), and
-- units still to scan. In Accra (shop_gh): the third Tecno Spark of order 903101 (signed; its IMEI is what the
-- browser tests' stand-in app scanner answers, and the one its pending appeal names), two Galaxy A15 of order 903109
-- (signed, placed before any campaign), and the Camon 30 and Hot 40i units of orders 903102 and 903103 (shipped, not
-- signed yet). In Lagos (shop_ng): the fourth Galaxy A15 of order 907101 (signed; its pending appeal names it) and the
-- two Redmi 13C of order 907102 (shipped, not signed yet).
INSERT OR IGNORE INTO orders (id, user_id, country_id, status, payment, paid_at, address, subtotal_minor, delivery_fee_minor, total_minor, created_at, updated_at) VALUES
  (903109, 10, 3, 'completed', 'onDelivery', ((unixepoch() * 1000) - 10281600000),
   '{"name":"Accra Phone Centre","phone":"+233 24 000 0010","region":"Greater Accra","city":"Accra","street":"12 Kojo Thompson Road, Adabraka"}',
   461800, 1500, 463300, ((unixepoch() * 1000) - 10540800000), ((unixepoch() * 1000) - 10195200000));
INSERT OR IGNORE INTO order_lines (id, order_id, product_id, flash_item_id, name, image, unit_price_minor, quantity) VALUES
  (9031091, 903109, 307, NULL, 'Samsung Galaxy A15 128 GB', '/m/img/products/galaxy-a15.svg', 230900, 2);
INSERT OR IGNORE INTO packages (id, order_id, tracking_no, created_at) VALUES
  (9031090, 903109, 'MX9031090', ((unixepoch() * 1000) - 10454400000));
INSERT OR IGNORE INTO package_lines (package_id, order_line_id, quantity, signed_quantity) VALUES (9031090, 9031091, 2, 2);
INSERT OR IGNORE INTO package_events (id, package_id, kind, created_at) VALUES
  (90310901, 9031090, 'shipped', ((unixepoch() * 1000) - 10454400000)),
  (90310902, 9031090, 'signed', ((unixepoch() * 1000) - 10281600000));
INSERT OR IGNORE INTO order_history (id, order_id, status, actor, actor_id, reason, created_at) VALUES
  (90310901, 903109, 'confirmed', 'buyer', 10, NULL, ((unixepoch() * 1000) - 10540800000)),
  (90310902, 903109, 'shipped', 'seller', 9, NULL, ((unixepoch() * 1000) - 10454400000)),
  (90310903, 903109, 'signed', 'seller', 9, NULL, ((unixepoch() * 1000) - 10281600000)),
  (90310904, 903109, 'completed', 'seller', 9, NULL, ((unixepoch() * 1000) - 10195200000));

INSERT OR IGNORE INTO package_imeis (imei, package_id, order_line_id)
SELECT iu.imei, pl.package_id, iu.order_line_id FROM imei_units iu JOIN package_lines pl ON pl.order_line_id = iu.order_line_id WHERE true;
INSERT OR IGNORE INTO package_imeis (imei, package_id, order_line_id) VALUES
  ('356938035643809', 9031010, 9031012),
  ('352099150002208', 9031090, 9031091),
  ('352099150002216', 9031090, 9031091),
  ('354678130002301', 9031020, 9031022),
  ('354678130002319', 9031020, 9031022),
  ('861204060002405', 9031030, 9031031),
  ('352099160009987', 9071010, 9071011),
  ('352099160002602', 9071020, 9071021),
  ('354678110002701', 9071020, 9071021);
