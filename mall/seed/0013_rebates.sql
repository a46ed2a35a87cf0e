-- Demo data of the retailer incentive programme (re-runnable: fixed ids, INSERT OR IGNORE, times placed around the
-- first run). Ghana (shop_gh, id 10, Accra) and Nigeria (shop_ng, id 8, Lagos) each get a tiered rule (the seed's
-- example: up to 6 pieces give 24 in total, then 4 per extra piece), a cash rule without tiers, a gift rule, a
-- delivery-scan amount of 200 per item, activation amounts (one campaign ended 10 days ago, one long settled) and an
-- accessories campaign. Amounts are in minor units (GH₵ and ₦ have 2 decimals).
--
-- The demo retailers' orders, packages and scanned IMEIs follow, then the rebates the Cron job computes for them
-- (tests/worker/mall.rebates.test.ts runs the job over this seed and checks it changes none of them), and appeals:
-- one waiting for review in each market (Nigeria's overdue) and one rejected.

INSERT OR IGNORE INTO rebate_campaigns (id, country_id, rule, line, start_at, end_at, amount_minor, gift_every, gift_count, gift_product_id, activation_days) VALUES
  (3001, 3, 'tiered', 'phones', ((unixepoch() * 1000) - 1728000000), ((unixepoch() * 1000) + 3456000000), NULL, NULL, NULL, NULL, NULL),
  (3002, 3, 'cash', 'phones', ((unixepoch() * 1000) - 1728000000), ((unixepoch() * 1000) + 3456000000), 500, NULL, NULL, NULL, NULL),
  (3003, 3, 'gift', 'phones', ((unixepoch() * 1000) - 1728000000), ((unixepoch() * 1000) + 3456000000), NULL, 5, 1, 316, NULL),
  (3004, 3, 'scan', 'phones', ((unixepoch() * 1000) - 1728000000), ((unixepoch() * 1000) + 3456000000), 20000, NULL, NULL, NULL, NULL),
  (3005, 3, 'activation', 'phones', ((unixepoch() * 1000) - 4320000000), ((unixepoch() * 1000) - 864000000), 5000, NULL, NULL, NULL, 30),
  (3006, 3, 'activation', 'phones', ((unixepoch() * 1000) - 8640000000), ((unixepoch() * 1000) - 6048000000), 5000, NULL, NULL, NULL, 15),
  (3007, 3, 'cash', 'accessories', ((unixepoch() * 1000) - 1728000000), ((unixepoch() * 1000) + 3456000000), 300, NULL, NULL, NULL, NULL),
  (3008, 3, 'gift', 'accessories', ((unixepoch() * 1000) + 864000000), ((unixepoch() * 1000) + 3456000000), NULL, 10, 1, 315, NULL),
  (7001, 7, 'tiered', 'phones', ((unixepoch() * 1000) - 1728000000), ((unixepoch() * 1000) + 3456000000), NULL, NULL, NULL, NULL, NULL),
  (7002, 7, 'cash', 'phones', ((unixepoch() * 1000) - 1728000000), ((unixepoch() * 1000) + 3456000000), 100000, NULL, NULL, NULL, NULL),
  (7003, 7, 'gift', 'phones', ((unixepoch() * 1000) - 1728000000), ((unixepoch() * 1000) + 3456000000), NULL, 5, 1, 716, NULL),
  (7004, 7, 'scan', 'phones', ((unixepoch() * 1000) - 1728000000), ((unixepoch() * 1000) + 3456000000), 20000, NULL, NULL, NULL, NULL),
  (7005, 7, 'activation', 'phones', ((unixepoch() * 1000) - 4320000000), ((unixepoch() * 1000) - 864000000), 150000, NULL, NULL, NULL, 30),
  (7006, 7, 'cash', 'accessories', ((unixepoch() * 1000) - 1728000000), ((unixepoch() * 1000) + 3456000000), 30000, NULL, NULL, NULL, NULL);

-- Tiered: Ghana exactly the seed's example; Nigeria three steps.
INSERT OR IGNORE INTO rebate_tiers (campaign_id, min_pieces, max_pieces, amount_minor) VALUES
  (3001, 1, 6, 400), (3001, 7, NULL, 400),
  (7001, 1, 5, 50000), (7001, 6, 10, 80000), (7001, 11, NULL, 100000);

INSERT OR IGNORE INTO rebate_products (campaign_id, product_id) VALUES
  (3001, 301), (3001, 307), (3001, 308), (3001, 309), (3001, 310), (3001, 311), (3001, 313),
  (3002, 301), (3002, 310), (3002, 312),
  (3003, 308), (3003, 313),
  (3004, 301), (3004, 307), (3004, 308), (3004, 309), (3004, 310), (3004, 311), (3004, 313),
  (3005, 307), (3005, 311), (3005, 313),
  (3006, 307), (3006, 311),
  (3007, 303), (3007, 304), (3007, 314), (3007, 315), (3007, 316), (3007, 317), (3007, 318), (3007, 319),
  (3008, 303), (3008, 314), (3008, 318),
  (7001, 701), (7001, 707), (7001, 708), (7001, 709), (7001, 710), (7001, 711), (7001, 713),
  (7002, 701), (7002, 710), (7002, 712),
  (7003, 708), (7003, 713),
  (7004, 701), (7004, 707), (7004, 708), (7004, 709), (7004, 710), (7004, 711), (7004, 713),
  (7005, 707), (7005, 711), (7005, 713),
  (7006, 703), (7006, 704), (7006, 714), (7006, 715), (7006, 716), (7006, 717), (7006, 718), (7006, 719);

-- The demo retailers' orders, placed days ago at the prices of the catalogue, with their packages and history.
INSERT OR IGNORE INTO orders (id, user_id, country_id, status, payment, paid_at, address, subtotal_minor, delivery_fee_minor, total_minor, cancelled_by, cancel_reason, created_at, updated_at) VALUES
  (903101, 10, 3, 'completed', 'onDelivery', ((unixepoch() * 1000) - 1123200000), '{"name":"Accra Phone Centre","phone":"+233 24 000 0010","region":"Greater Accra","city":"Accra","street":"12 Kojo Thompson Road, Adabraka"}', 1574300, 1500, 1575800, NULL, NULL, ((unixepoch() * 1000) - 1296000000), ((unixepoch() * 1000) - 1040400000)),
  (903102, 10, 3, 'partlySigned', 'onDelivery', NULL, '{"name":"Accra Phone Centre","phone":"+233 24 000 0010","region":"Greater Accra","city":"Accra","street":"12 Kojo Thompson Road, Adabraka"}', 1147600, 1500, 1149100, NULL, NULL, ((unixepoch() * 1000) - 777600000), ((unixepoch() * 1000) - 522000000)),
  (903103, 10, 3, 'partlyShipped', 'onDelivery', NULL, '{"name":"Accra Phone Centre","phone":"+233 24 000 0010","region":"Greater Accra","city":"Accra","street":"12 Kojo Thompson Road, Adabraka"}', 482700, 1500, 484200, NULL, NULL, ((unixepoch() * 1000) - 432000000), ((unixepoch() * 1000) - 176400000)),
  (903104, 10, 3, 'cancelled', 'onDelivery', NULL, '{"name":"Accra Phone Centre","phone":"+233 24 000 0010","region":"Greater Accra","city":"Accra","street":"12 Kojo Thompson Road, Adabraka"}', 201800, 1500, 203300, 'buyer', '{"reason":"buyerRequest","note":null}', ((unixepoch() * 1000) - 1036800000), ((unixepoch() * 1000) - 781200000)),
  (903105, 10, 3, 'completed', 'onDelivery', ((unixepoch() * 1000) - 3283200000), '{"name":"Accra Phone Centre","phone":"+233 24 000 0010","region":"Greater Accra","city":"Accra","street":"12 Kojo Thompson Road, Adabraka"}', 804600, 1500, 806100, NULL, NULL, ((unixepoch() * 1000) - 3456000000), ((unixepoch() * 1000) - 3200400000)),
  (903106, 10, 3, 'completed', 'onDelivery', ((unixepoch() * 1000) - 7603200000), '{"name":"Accra Phone Centre","phone":"+233 24 000 0010","region":"Greater Accra","city":"Accra","street":"12 Kojo Thompson Road, Adabraka"}', 692700, 1500, 694200, NULL, NULL, ((unixepoch() * 1000) - 7776000000), ((unixepoch() * 1000) - 7520400000)),
  (903107, 10, 3, 'completed', 'onDelivery', ((unixepoch() * 1000) - 518400000), '{"name":"Accra Phone Centre","phone":"+233 24 000 0010","region":"Greater Accra","city":"Accra","street":"12 Kojo Thompson Road, Adabraka"}', 149000, 1500, 150500, NULL, NULL, ((unixepoch() * 1000) - 691200000), ((unixepoch() * 1000) - 435600000)),
  (907101, 8, 7, 'completed', 'onDelivery', ((unixepoch() * 1000) - 345600000), '{"name":"Lagos Gadget Hub","phone":"+234 803 000 0008","region":"Lagos","city":"Ikeja","street":"8 Computer Village Road"}', 153399400, 150000, 153549400, NULL, NULL, ((unixepoch() * 1000) - 518400000), ((unixepoch() * 1000) - 262800000)),
  (907102, 8, 7, 'shipped', 'onDelivery', NULL, '{"name":"Lagos Gadget Hub","phone":"+234 803 000 0008","region":"Lagos","city":"Ikeja","street":"8 Computer Village Road"}', 34799800, 150000, 34949800, NULL, NULL, ((unixepoch() * 1000) - 259200000), ((unixepoch() * 1000) - 3600000));
INSERT OR IGNORE INTO order_lines (id, order_id, product_id, flash_item_id, name, image, unit_price_minor, quantity) VALUES
  (9031011, 903101, 307, NULL, 'Samsung Galaxy A15 128 GB', '/m/img/products/galaxy-a15.svg', 230900, 4),
  (9031012, 903101, 308, NULL, 'Tecno Spark 20 Pro 256 GB', '/m/img/products/spark-20-pro.svg', 216900, 3),
  (9031021, 903102, 307, NULL, 'Samsung Galaxy A15 128 GB', '/m/img/products/galaxy-a15.svg', 230900, 2),
  (9031022, 903102, 313, NULL, 'Tecno Camon 30 256 GB', '/m/img/products/camon-30.svg', 342900, 2),
  (9031031, 903103, 309, NULL, 'Infinix Hot 40i 128 GB', '/m/img/products/hot-40i.svg', 160900, 3),
  (9031041, 903104, 310, NULL, 'itel A70 64 GB', '/m/img/products/itel-a70.svg', 100900, 2),
  (9031051, 903105, 311, NULL, 'Xiaomi Redmi 13C 128 GB', '/m/img/products/redmi-13c.svg', 153900, 3),
  (9031052, 903105, 313, NULL, 'Tecno Camon 30 256 GB', '/m/img/products/camon-30.svg', 342900, 1),
  (9031061, 903106, 307, NULL, 'Samsung Galaxy A15 128 GB', '/m/img/products/galaxy-a15.svg', 230900, 3),
  (9031071, 903107, 303, NULL, 'Volt 20000 mAh Power Bank', '/m/img/products/power-bank.svg', 19900, 5),
  (9031072, 903107, 304, NULL, 'Swift 33 W Fast Charger', '/m/img/products/charger.svg', 9900, 5),
  (9071011, 907101, 707, NULL, 'Samsung Galaxy A15 128 GB', '/m/img/products/galaxy-a15.svg', 26099900, 4),
  (9071012, 907101, 708, NULL, 'Tecno Spark 20 Pro 256 GB', '/m/img/products/spark-20-pro.svg', 24499900, 2),
  (9071021, 907102, 711, NULL, 'Xiaomi Redmi 13C 128 GB', '/m/img/products/redmi-13c.svg', 17399900, 2);
INSERT OR IGNORE INTO packages (id, order_id, tracking_no, created_at) VALUES
  (9031010, 903101, 'MX9031010', ((unixepoch() * 1000) - 1209600000)),
  (9031020, 903102, 'MX9031020', ((unixepoch() * 1000) - 691200000)),
  (9031030, 903103, 'MX9031030', ((unixepoch() * 1000) - 345600000)),
  (9031050, 903105, 'MX9031050', ((unixepoch() * 1000) - 3369600000)),
  (9031060, 903106, 'MX9031060', ((unixepoch() * 1000) - 7689600000)),
  (9031070, 903107, 'MX9031070', ((unixepoch() * 1000) - 604800000)),
  (9071010, 907101, 'MX9071010', ((unixepoch() * 1000) - 432000000)),
  (9071020, 907102, 'MX9071020', ((unixepoch() * 1000) - 172800000));
INSERT OR IGNORE INTO package_lines (package_id, order_line_id, quantity, signed_quantity) VALUES
  (9031010, 9031011, 4, 4),
  (9031010, 9031012, 3, 3),
  (9031020, 9031021, 2, 2),
  (9031020, 9031022, 2, 0),
  (9031030, 9031031, 1, 0),
  (9031050, 9031051, 3, 3),
  (9031050, 9031052, 1, 1),
  (9031060, 9031061, 3, 3),
  (9031070, 9031071, 5, 5),
  (9031070, 9031072, 5, 5),
  (9071010, 9071011, 4, 4),
  (9071010, 9071012, 2, 2),
  (9071020, 9071021, 2, 0);
INSERT OR IGNORE INTO package_events (id, package_id, kind, created_at) VALUES
  (90310101, 9031010, 'shipped', ((unixepoch() * 1000) - 1209600000)),
  (90310102, 9031010, 'signed', ((unixepoch() * 1000) - 1123200000)),
  (90310201, 9031020, 'shipped', ((unixepoch() * 1000) - 691200000)),
  (90310202, 9031020, 'partlySigned', ((unixepoch() * 1000) - 604800000)),
  (90310301, 9031030, 'shipped', ((unixepoch() * 1000) - 345600000)),
  (90310501, 9031050, 'shipped', ((unixepoch() * 1000) - 3369600000)),
  (90310502, 9031050, 'signed', ((unixepoch() * 1000) - 3283200000)),
  (90310601, 9031060, 'shipped', ((unixepoch() * 1000) - 7689600000)),
  (90310602, 9031060, 'signed', ((unixepoch() * 1000) - 7603200000)),
  (90310701, 9031070, 'shipped', ((unixepoch() * 1000) - 604800000)),
  (90310702, 9031070, 'signed', ((unixepoch() * 1000) - 518400000)),
  (90710101, 9071010, 'shipped', ((unixepoch() * 1000) - 432000000)),
  (90710102, 9071010, 'signed', ((unixepoch() * 1000) - 345600000)),
  (90710201, 9071020, 'shipped', ((unixepoch() * 1000) - 172800000));
INSERT OR IGNORE INTO order_history (id, order_id, status, actor, actor_id, reason, created_at) VALUES
  (90310101, 903101, 'confirmed', 'buyer', 10, NULL, ((unixepoch() * 1000) - 1296000000)),
  (90310102, 903101, 'shipped', 'seller', 9, NULL, ((unixepoch() * 1000) - 1209600000)),
  (90310103, 903101, 'signed', 'seller', 9, NULL, ((unixepoch() * 1000) - 1123200000)),
  (90310104, 903101, 'completed', 'seller', 9, NULL, ((unixepoch() * 1000) - 1040400000)),
  (90310201, 903102, 'confirmed', 'buyer', 10, NULL, ((unixepoch() * 1000) - 777600000)),
  (90310202, 903102, 'shipped', 'seller', 9, NULL, ((unixepoch() * 1000) - 691200000)),
  (90310203, 903102, 'partlySigned', 'seller', 9, NULL, ((unixepoch() * 1000) - 604800000)),
  (90310301, 903103, 'confirmed', 'buyer', 10, NULL, ((unixepoch() * 1000) - 432000000)),
  (90310302, 903103, 'partlyShipped', 'seller', 9, NULL, ((unixepoch() * 1000) - 345600000)),
  (90310401, 903104, 'confirmed', 'buyer', 10, NULL, ((unixepoch() * 1000) - 1036800000)),
  (90310402, 903104, 'cancelled', 'buyer', 10, '{"reason":"buyerRequest","note":null}', ((unixepoch() * 1000) - 950400000)),
  (90310501, 903105, 'confirmed', 'buyer', 10, NULL, ((unixepoch() * 1000) - 3456000000)),
  (90310502, 903105, 'shipped', 'seller', 9, NULL, ((unixepoch() * 1000) - 3369600000)),
  (90310503, 903105, 'signed', 'seller', 9, NULL, ((unixepoch() * 1000) - 3283200000)),
  (90310504, 903105, 'completed', 'seller', 9, NULL, ((unixepoch() * 1000) - 3200400000)),
  (90310601, 903106, 'confirmed', 'buyer', 10, NULL, ((unixepoch() * 1000) - 7776000000)),
  (90310602, 903106, 'shipped', 'seller', 9, NULL, ((unixepoch() * 1000) - 7689600000)),
  (90310603, 903106, 'signed', 'seller', 9, NULL, ((unixepoch() * 1000) - 7603200000)),
  (90310604, 903106, 'completed', 'seller', 9, NULL, ((unixepoch() * 1000) - 7520400000)),
  (90310701, 903107, 'confirmed', 'buyer', 10, NULL, ((unixepoch() * 1000) - 691200000)),
  (90310702, 903107, 'shipped', 'seller', 9, NULL, ((unixepoch() * 1000) - 604800000)),
  (90310703, 903107, 'signed', 'seller', 9, NULL, ((unixepoch() * 1000) - 518400000)),
  (90310704, 903107, 'completed', 'seller', 9, NULL, ((unixepoch() * 1000) - 435600000)),
  (90710101, 907101, 'confirmed', 'buyer', 8, NULL, ((unixepoch() * 1000) - 518400000)),
  (90710102, 907101, 'shipped', 'seller', 9, NULL, ((unixepoch() * 1000) - 432000000)),
  (90710103, 907101, 'signed', 'seller', 9, NULL, ((unixepoch() * 1000) - 345600000)),
  (90710104, 907101, 'completed', 'seller', 9, NULL, ((unixepoch() * 1000) - 262800000)),
  (90710201, 907102, 'confirmed', 'buyer', 8, NULL, ((unixepoch() * 1000) - 259200000)),
  (90710202, 907102, 'shipped', 'seller', 9, NULL, ((unixepoch() * 1000) - 172800000));

-- The IMEIs the demo retailers scanned (activation times as the device network reported them).
INSERT OR IGNORE INTO imei_units (imei, retailer_id, order_id, order_line_id, product_id, scanned_at, activated_at) VALUES
  ('352099150001077', 10, 903101, 9031011, 307, ((unixepoch() * 1000) - 1209600000), ((unixepoch() * 1000) - 1036800000)),
  ('352099150001143', 10, 903101, 9031011, 307, ((unixepoch() * 1000) - 1209600000), NULL),
  ('352099150001218', 10, 903101, 9031011, 307, ((unixepoch() * 1000) - 1209600000), NULL),
  ('352099150001283', 10, 903101, 9031011, 307, ((unixepoch() * 1000) - 1209600000), NULL),
  ('354678110001356', 10, 903101, 9031012, 308, ((unixepoch() * 1000) - 1209600000), NULL),
  ('354678110001422', 10, 903101, 9031012, 308, ((unixepoch() * 1000) - 1209600000), NULL),
  ('352099150001499', 10, 903102, 9031021, 307, ((unixepoch() * 1000) - 604800000), NULL),
  ('352099150001564', 10, 903102, 9031021, 307, ((unixepoch() * 1000) - 604800000), NULL),
  ('861204050001631', 10, 903105, 9031051, 311, ((unixepoch() * 1000) - 3024000000), ((unixepoch() * 1000) - 2592000000)),
  ('861204050001706', 10, 903105, 9031051, 311, ((unixepoch() * 1000) - 3024000000), ((unixepoch() * 1000) - 432000000)),
  ('861204050001771', 10, 903105, 9031051, 311, ((unixepoch() * 1000) - 3024000000), NULL),
  ('354678120001842', 10, 903105, 9031052, 313, ((unixepoch() * 1000) - 3024000000), ((unixepoch() * 1000) - 1728000000)),
  ('352099150001911', 10, 903106, 9031061, 307, ((unixepoch() * 1000) - 7344000000), ((unixepoch() * 1000) - 5616000000)),
  ('352099150001986', 10, 903106, 9031061, 307, ((unixepoch() * 1000) - 7344000000), ((unixepoch() * 1000) - 4320000000)),
  ('352099150002059', 10, 903106, 9031061, 307, ((unixepoch() * 1000) - 7344000000), NULL),
  ('352099160002123', 8, 907101, 9071011, 707, ((unixepoch() * 1000) - 345600000), NULL),
  ('352099160002198', 8, 907101, 9071011, 707, ((unixepoch() * 1000) - 345600000), NULL),
  ('352099160002263', 8, 907101, 9071011, 707, ((unixepoch() * 1000) - 345600000), NULL),
  ('354678130002400', 8, 907101, 9071012, 708, ((unixepoch() * 1000) - 345600000), NULL),
  ('354678130002475', 8, 907101, 9071012, 708, ((unixepoch() * 1000) - 345600000), NULL);

-- The rebates of the demo data, as the Cron job decides them.
INSERT OR IGNORE INTO rebates (source_key, campaign_id, user_id, country_id, kind, order_id, imei, pieces, amount_minor, gifts, status, reason, month, created_at, updated_at, credited_at) VALUES
  ('rebate:order:3001:903101', 3001, 10, 3, 'order', 903101, NULL, 7, 2800, 0, 'credited', NULL, (SELECT strftime('%Y-%m', created_at / 1000, 'unixepoch') FROM orders WHERE id = 903101), ((unixepoch() * 1000) - 1036800000), ((unixepoch() * 1000) - 1036800000), ((unixepoch() * 1000) - 1036800000)),
  ('rebate:order:3001:903102', 3001, 10, 3, 'order', 903102, NULL, 4, 1600, 0, 'pending', 'partlySigned', (SELECT strftime('%Y-%m', created_at / 1000, 'unixepoch') FROM orders WHERE id = 903102), ((unixepoch() * 1000) - 518400000), ((unixepoch() * 1000) - 518400000), NULL),
  ('rebate:order:3001:903103', 3001, 10, 3, 'order', 903103, NULL, 3, 1200, 0, 'pending', 'partlyShipped', (SELECT strftime('%Y-%m', created_at / 1000, 'unixepoch') FROM orders WHERE id = 903103), ((unixepoch() * 1000) - 345600000), ((unixepoch() * 1000) - 345600000), NULL),
  ('rebate:order:3001:903104', 3001, 10, 3, 'order', 903104, NULL, 2, 800, 0, 'refused', 'orderCancelled', (SELECT strftime('%Y-%m', created_at / 1000, 'unixepoch') FROM orders WHERE id = 903104), ((unixepoch() * 1000) - 950400000), ((unixepoch() * 1000) - 950400000), NULL),
  ('rebate:order:3002:903104', 3002, 10, 3, 'order', 903104, NULL, 2, 1000, 0, 'refused', 'orderCancelled', (SELECT strftime('%Y-%m', created_at / 1000, 'unixepoch') FROM orders WHERE id = 903104), ((unixepoch() * 1000) - 950400000), ((unixepoch() * 1000) - 950400000), NULL),
  ('rebate:order:3003:903101', 3003, 10, 3, 'order', 903101, NULL, 3, 0, 0, 'refused', 'belowMinimum', (SELECT strftime('%Y-%m', created_at / 1000, 'unixepoch') FROM orders WHERE id = 903101), ((unixepoch() * 1000) - 1036800000), ((unixepoch() * 1000) - 1036800000), NULL),
  ('rebate:order:3003:903102', 3003, 10, 3, 'order', 903102, NULL, 2, 0, 0, 'refused', 'belowMinimum', (SELECT strftime('%Y-%m', created_at / 1000, 'unixepoch') FROM orders WHERE id = 903102), ((unixepoch() * 1000) - 518400000), ((unixepoch() * 1000) - 518400000), NULL),
  ('rebate:scan:3004:352099150001077', 3004, 10, 3, 'scan', 903101, '352099150001077', 1, 20000, 0, 'credited', NULL, (SELECT strftime('%Y-%m', scanned_at / 1000, 'unixepoch') FROM imei_units WHERE imei = '352099150001077'), ((unixepoch() * 1000) - 1036800000), ((unixepoch() * 1000) - 1036800000), ((unixepoch() * 1000) - 1036800000)),
  ('rebate:scan:3004:352099150001143', 3004, 10, 3, 'scan', 903101, '352099150001143', 1, 20000, 0, 'credited', NULL, (SELECT strftime('%Y-%m', scanned_at / 1000, 'unixepoch') FROM imei_units WHERE imei = '352099150001143'), ((unixepoch() * 1000) - 1036800000), ((unixepoch() * 1000) - 1036800000), ((unixepoch() * 1000) - 1036800000)),
  ('rebate:scan:3004:352099150001218', 3004, 10, 3, 'scan', 903101, '352099150001218', 1, 20000, 0, 'credited', NULL, (SELECT strftime('%Y-%m', scanned_at / 1000, 'unixepoch') FROM imei_units WHERE imei = '352099150001218'), ((unixepoch() * 1000) - 1036800000), ((unixepoch() * 1000) - 1036800000), ((unixepoch() * 1000) - 1036800000)),
  ('rebate:scan:3004:352099150001283', 3004, 10, 3, 'scan', 903101, '352099150001283', 1, 20000, 0, 'credited', NULL, (SELECT strftime('%Y-%m', scanned_at / 1000, 'unixepoch') FROM imei_units WHERE imei = '352099150001283'), ((unixepoch() * 1000) - 1036800000), ((unixepoch() * 1000) - 1036800000), ((unixepoch() * 1000) - 1036800000)),
  ('rebate:scan:3004:354678110001356', 3004, 10, 3, 'scan', 903101, '354678110001356', 1, 20000, 0, 'credited', NULL, (SELECT strftime('%Y-%m', scanned_at / 1000, 'unixepoch') FROM imei_units WHERE imei = '354678110001356'), ((unixepoch() * 1000) - 1036800000), ((unixepoch() * 1000) - 1036800000), ((unixepoch() * 1000) - 1036800000)),
  ('rebate:scan:3004:354678110001422', 3004, 10, 3, 'scan', 903101, '354678110001422', 1, 20000, 0, 'credited', NULL, (SELECT strftime('%Y-%m', scanned_at / 1000, 'unixepoch') FROM imei_units WHERE imei = '354678110001422'), ((unixepoch() * 1000) - 1036800000), ((unixepoch() * 1000) - 1036800000), ((unixepoch() * 1000) - 1036800000)),
  ('rebate:scan:3004:352099150001499', 3004, 10, 3, 'scan', 903102, '352099150001499', 1, 20000, 0, 'credited', NULL, (SELECT strftime('%Y-%m', scanned_at / 1000, 'unixepoch') FROM imei_units WHERE imei = '352099150001499'), ((unixepoch() * 1000) - 518400000), ((unixepoch() * 1000) - 518400000), ((unixepoch() * 1000) - 518400000)),
  ('rebate:scan:3004:352099150001564', 3004, 10, 3, 'scan', 903102, '352099150001564', 1, 20000, 0, 'credited', NULL, (SELECT strftime('%Y-%m', scanned_at / 1000, 'unixepoch') FROM imei_units WHERE imei = '352099150001564'), ((unixepoch() * 1000) - 518400000), ((unixepoch() * 1000) - 518400000), ((unixepoch() * 1000) - 518400000)),
  ('rebate:activation:3005:352099150001077', 3005, 10, 3, 'activation', 903101, '352099150001077', 1, 5000, 0, 'credited', NULL, (SELECT strftime('%Y-%m', scanned_at / 1000, 'unixepoch') FROM imei_units WHERE imei = '352099150001077'), ((unixepoch() * 1000) - 777600000), ((unixepoch() * 1000) - 777600000), ((unixepoch() * 1000) - 777600000)),
  ('rebate:activation:3005:352099150001143', 3005, 10, 3, 'activation', 903101, '352099150001143', 1, 5000, 0, 'pending', 'notActivatedYet', (SELECT strftime('%Y-%m', scanned_at / 1000, 'unixepoch') FROM imei_units WHERE imei = '352099150001143'), ((unixepoch() * 1000) - 777600000), ((unixepoch() * 1000) - 777600000), NULL),
  ('rebate:activation:3005:352099150001218', 3005, 10, 3, 'activation', 903101, '352099150001218', 1, 5000, 0, 'pending', 'notActivatedYet', (SELECT strftime('%Y-%m', scanned_at / 1000, 'unixepoch') FROM imei_units WHERE imei = '352099150001218'), ((unixepoch() * 1000) - 777600000), ((unixepoch() * 1000) - 777600000), NULL),
  ('rebate:activation:3005:352099150001283', 3005, 10, 3, 'activation', 903101, '352099150001283', 1, 5000, 0, 'pending', 'notActivatedYet', (SELECT strftime('%Y-%m', scanned_at / 1000, 'unixepoch') FROM imei_units WHERE imei = '352099150001283'), ((unixepoch() * 1000) - 777600000), ((unixepoch() * 1000) - 777600000), NULL),
  ('rebate:activation:3005:861204050001631', 3005, 10, 3, 'activation', 903105, '861204050001631', 1, 5000, 0, 'credited', NULL, (SELECT strftime('%Y-%m', scanned_at / 1000, 'unixepoch') FROM imei_units WHERE imei = '861204050001631'), ((unixepoch() * 1000) - 777600000), ((unixepoch() * 1000) - 777600000), ((unixepoch() * 1000) - 777600000)),
  ('rebate:activation:3005:861204050001706', 3005, 10, 3, 'activation', 903105, '861204050001706', 1, 5000, 0, 'credited', NULL, (SELECT strftime('%Y-%m', scanned_at / 1000, 'unixepoch') FROM imei_units WHERE imei = '861204050001706'), ((unixepoch() * 1000) - 345600000), ((unixepoch() * 1000) - 345600000), ((unixepoch() * 1000) - 345600000)),
  ('rebate:activation:3005:861204050001771', 3005, 10, 3, 'activation', 903105, '861204050001771', 1, 5000, 0, 'pending', 'notActivatedYet', (SELECT strftime('%Y-%m', scanned_at / 1000, 'unixepoch') FROM imei_units WHERE imei = '861204050001771'), ((unixepoch() * 1000) - 345600000), ((unixepoch() * 1000) - 345600000), NULL),
  ('rebate:activation:3005:354678120001842', 3005, 10, 3, 'activation', 903105, '354678120001842', 1, 5000, 0, 'credited', NULL, (SELECT strftime('%Y-%m', scanned_at / 1000, 'unixepoch') FROM imei_units WHERE imei = '354678120001842'), ((unixepoch() * 1000) - 777600000), ((unixepoch() * 1000) - 777600000), ((unixepoch() * 1000) - 777600000)),
  ('rebate:activation:3006:352099150001911', 3006, 10, 3, 'activation', 903106, '352099150001911', 1, 5000, 0, 'credited', NULL, (SELECT strftime('%Y-%m', scanned_at / 1000, 'unixepoch') FROM imei_units WHERE imei = '352099150001911'), ((unixepoch() * 1000) - 5529600000), ((unixepoch() * 1000) - 5529600000), ((unixepoch() * 1000) - 5529600000)),
  ('rebate:activation:3006:352099150001986', 3006, 10, 3, 'activation', 903106, '352099150001986', 1, 5000, 0, 'refused', 'activatedTooLate', (SELECT strftime('%Y-%m', scanned_at / 1000, 'unixepoch') FROM imei_units WHERE imei = '352099150001986'), ((unixepoch() * 1000) - 4665600000), ((unixepoch() * 1000) - 4665600000), NULL),
  ('rebate:activation:3006:352099150002059', 3006, 10, 3, 'activation', 903106, '352099150002059', 1, 5000, 0, 'refused', 'notActivated', (SELECT strftime('%Y-%m', scanned_at / 1000, 'unixepoch') FROM imei_units WHERE imei = '352099150002059'), ((unixepoch() * 1000) - 4665600000), ((unixepoch() * 1000) - 4665600000), NULL),
  ('rebate:order:3007:903107', 3007, 10, 3, 'order', 903107, NULL, 10, 3000, 0, 'credited', NULL, (SELECT strftime('%Y-%m', created_at / 1000, 'unixepoch') FROM orders WHERE id = 903107), ((unixepoch() * 1000) - 432000000), ((unixepoch() * 1000) - 432000000), ((unixepoch() * 1000) - 432000000)),
  ('rebate:order:7001:907101', 7001, 8, 7, 'order', 907101, NULL, 6, 330000, 0, 'credited', NULL, (SELECT strftime('%Y-%m', created_at / 1000, 'unixepoch') FROM orders WHERE id = 907101), ((unixepoch() * 1000) - 259200000), ((unixepoch() * 1000) - 259200000), ((unixepoch() * 1000) - 259200000)),
  ('rebate:order:7001:907102', 7001, 8, 7, 'order', 907102, NULL, 2, 100000, 0, 'pending', 'notSigned', (SELECT strftime('%Y-%m', created_at / 1000, 'unixepoch') FROM orders WHERE id = 907102), ((unixepoch() * 1000) - 172800000), ((unixepoch() * 1000) - 172800000), NULL),
  ('rebate:order:7003:907101', 7003, 8, 7, 'order', 907101, NULL, 2, 0, 0, 'refused', 'belowMinimum', (SELECT strftime('%Y-%m', created_at / 1000, 'unixepoch') FROM orders WHERE id = 907101), ((unixepoch() * 1000) - 259200000), ((unixepoch() * 1000) - 259200000), NULL),
  ('rebate:scan:7004:352099160002123', 7004, 8, 7, 'scan', 907101, '352099160002123', 1, 20000, 0, 'credited', NULL, (SELECT strftime('%Y-%m', scanned_at / 1000, 'unixepoch') FROM imei_units WHERE imei = '352099160002123'), ((unixepoch() * 1000) - 259200000), ((unixepoch() * 1000) - 259200000), ((unixepoch() * 1000) - 259200000)),
  ('rebate:scan:7004:352099160002198', 7004, 8, 7, 'scan', 907101, '352099160002198', 1, 20000, 0, 'credited', NULL, (SELECT strftime('%Y-%m', scanned_at / 1000, 'unixepoch') FROM imei_units WHERE imei = '352099160002198'), ((unixepoch() * 1000) - 259200000), ((unixepoch() * 1000) - 259200000), ((unixepoch() * 1000) - 259200000)),
  ('rebate:scan:7004:352099160002263', 7004, 8, 7, 'scan', 907101, '352099160002263', 1, 20000, 0, 'credited', NULL, (SELECT strftime('%Y-%m', scanned_at / 1000, 'unixepoch') FROM imei_units WHERE imei = '352099160002263'), ((unixepoch() * 1000) - 259200000), ((unixepoch() * 1000) - 259200000), ((unixepoch() * 1000) - 259200000)),
  ('rebate:scan:7004:354678130002400', 7004, 8, 7, 'scan', 907101, '354678130002400', 1, 20000, 0, 'credited', NULL, (SELECT strftime('%Y-%m', scanned_at / 1000, 'unixepoch') FROM imei_units WHERE imei = '354678130002400'), ((unixepoch() * 1000) - 259200000), ((unixepoch() * 1000) - 259200000), ((unixepoch() * 1000) - 259200000)),
  ('rebate:scan:7004:354678130002475', 7004, 8, 7, 'scan', 907101, '354678130002475', 1, 20000, 0, 'credited', NULL, (SELECT strftime('%Y-%m', scanned_at / 1000, 'unixepoch') FROM imei_units WHERE imei = '354678130002475'), ((unixepoch() * 1000) - 259200000), ((unixepoch() * 1000) - 259200000), ((unixepoch() * 1000) - 259200000));

-- Appeals: Accra's missing scan of the third Spark of order 903101 (waiting), an earlier rejected one, and Lagos'
-- missing scan of the fourth Galaxy A15 of order 907101 (overdue); both units are packed in the retailer's signed
-- delivery and not scanned (mall/seed/0019_imei-scans.sql). Review is due 2 working days after sending (Thursday and Friday: 4 days, Saturday: 3).
INSERT OR IGNORE INTO appeals (id, user_id, country_id, campaign_id, order_id, note, status, reject_reason, due_at, created_at, reviewed_at, reviewed_by) VALUES
  (100000301, 10, 3, 3004, NULL, 'The third Tecno Spark 20 Pro of order 903101 was delivered and signed for, but the scanner did not read its IMEI. The box label is attached to the delivery note.', 'pending', NULL, (((unixepoch() * 1000) - 4320000.0) + 86400000 * CASE strftime('%w', ((unixepoch() * 1000) - 4320000.0) / 1000, 'unixepoch') WHEN '4' THEN 4 WHEN '5' THEN 4 WHEN '6' THEN 3 ELSE 2 END), ((unixepoch() * 1000) - 4320000.0), NULL, NULL),
  (100000302, 10, 3, 3006, NULL, 'The customer activated this phone as soon as the network was back in Kumasi.', 'rejected', 'The activation was recorded 20 days after the campaign ended; the rule allows 15 days.', (((unixepoch() * 1000) - 3456000000) + 86400000 * CASE strftime('%w', ((unixepoch() * 1000) - 3456000000) / 1000, 'unixepoch') WHEN '4' THEN 4 WHEN '5' THEN 4 WHEN '6' THEN 3 ELSE 2 END), ((unixepoch() * 1000) - 3456000000), ((unixepoch() * 1000) - 3369600000), 9),
  (100000701, 8, 7, 7004, NULL, 'One Galaxy A15 of order 907101 was signed for but its IMEI did not scan.', 'pending', NULL, (((unixepoch() * 1000) - 518400000) + 86400000 * CASE strftime('%w', ((unixepoch() * 1000) - 518400000) / 1000, 'unixepoch') WHEN '4' THEN 4 WHEN '5' THEN 4 WHEN '6' THEN 3 ELSE 2 END), ((unixepoch() * 1000) - 518400000), NULL, NULL);
INSERT OR IGNORE INTO appeal_imeis (appeal_id, imei, campaign_id, status) VALUES
  (100000301, '356938035643809', 3004, 'pending'),
  (100000302, '352099150001986', 3006, 'rejected'),
  (100000701, '352099160009987', 7004, 'pending');
INSERT INTO appeal_decisions (appeal_id, admin_id, decision, approved, reason, credited_minor, created_at)
SELECT 100000302, 9, 'reject', '[]', 'The activation was recorded 20 days after the campaign ended; the rule allows 15 days.', 0, ((unixepoch() * 1000) - 3369600000)
WHERE NOT EXISTS (SELECT 1 FROM appeal_decisions WHERE appeal_id = 100000302);

-- The credited rebates of the demo data in Wallet › Reward: one ledger entry each, under the rebate's source key.
INSERT OR IGNORE INTO wallet_entries (user_id, country_id, amount_minor, kind, source_key, order_id, created_at)
SELECT user_id, country_id, amount_minor, 'rebate', source_key, order_id, credited_at FROM rebates
WHERE user_id IN (8, 10) AND status = 'credited' AND amount_minor > 0 ORDER BY credited_at, source_key;
