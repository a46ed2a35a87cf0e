-- Demo accounts: one buyer per market, two retailers (Lagos, Accra) and an admin. Every password is Mall@2026
-- (hashes from scripts/hash-password.mjs).
INSERT OR IGNORE INTO users (id, username, password_hash, nickname, role, country_id) VALUES
  (1, 'amina', 'pbkdf2$100000$CzBigoRSnS/ZLUMlczmnXA==$YLZydG2AVYsDOs6191WIVpE1Dmb/0ExjF0YPAiunWjc=', 'Amina Bello', 'buyer', 7),
  (2, 'kwame', 'pbkdf2$100000$kUYaBVKYYuCJH5DAE7C+ow==$RP+s6ZD/FyaZCX6kkeFABBCgDPAikLtFlp3ncHs/cAA=', 'Kwame Mensah', 'buyer', 3),
  (3, 'yacine', 'pbkdf2$100000$Ha/xaMb86MZe2nVC9o4MTw==$2FgzwjMX5d7fLZhJPDflovp7hhuZ7KhFrKE2PSgcVJo=', 'Yacine Benali', 'buyer', 5),
  (4, 'neema', 'pbkdf2$100000$swxdtmCQ/JXp48QZsHy6Dw==$G/3NbI69TtWKW38GHL6kAIqP2He+7iFQU1HBY6EbMq0=', 'Neema Mushi', 'buyer', 6),
  (5, 'aya', 'pbkdf2$100000$JEhHV+Ur+s9Xtp49Hcey2w==$YbXc0A5IsFkMAP3pIzQtoVSUB41pc8zF9HYiJUtZoVA=', 'Aya Kouassi', 'buyer', 4),
  (6, 'priya', 'pbkdf2$100000$g0VCxyGmMvOJ5nQ7WCtOYg==$9NJQwQ7P7G6ylL7hk/lD+h/hzKufushOlRs275evWaI=', 'Priya Sharma', 'buyer', 1),
  (7, 'okello', 'pbkdf2$100000$Fgp39sjXBfoj0Bi5BVko2g==$N1xAbl+uCA7vJdoI5e5DCiZhCDMvgIC4uGgqNZjQr/A=', 'Okello Otim', 'buyer', 2),
  (8, 'shop_ng', 'pbkdf2$100000$3Vbxjy9Ctfd8YtF6irCmkw==$Xwt3eWtBX4PdFq3wIjtuEStAoH3ljiUcOQQOia+U5OM=', 'Lagos Gadget Hub', 'retailer', 7),
  (9, 'admin', 'pbkdf2$100000$RDI6BUv6ps2xkWXCVMWAhQ==$O5dQ6jzvQ1UIc2WLIWKfnUEC9QZsBFhpkwkWLuxCqbo=', 'Mall Admin', 'admin', 7),
  (10, 'shop_gh', 'pbkdf2$100000$lqLXmRk4PIqNPpizmR5nyw==$zKbpJtiJbSD3nsum/64PxaN18JI3uaK/UkxoEnCwA44=', 'Accra Phone Centre', 'retailer', 3);

-- Each buyer's mobile number (set once: a number the account changed, or that another account took, is left alone).
UPDATE users SET phone = '+2348030000001' WHERE username = 'amina' AND phone IS NULL AND NOT EXISTS (SELECT 1 FROM users WHERE phone = '+2348030000001');
UPDATE users SET phone = '+233240000002' WHERE username = 'kwame' AND phone IS NULL AND NOT EXISTS (SELECT 1 FROM users WHERE phone = '+233240000002');
UPDATE users SET phone = '+213550000003' WHERE username = 'yacine' AND phone IS NULL AND NOT EXISTS (SELECT 1 FROM users WHERE phone = '+213550000003');
UPDATE users SET phone = '+255710000004' WHERE username = 'neema' AND phone IS NULL AND NOT EXISTS (SELECT 1 FROM users WHERE phone = '+255710000004');
UPDATE users SET phone = '+2250700000005' WHERE username = 'aya' AND phone IS NULL AND NOT EXISTS (SELECT 1 FROM users WHERE phone = '+2250700000005');
UPDATE users SET phone = '+919800000006' WHERE username = 'priya' AND phone IS NULL AND NOT EXISTS (SELECT 1 FROM users WHERE phone = '+919800000006');
UPDATE users SET phone = '+256770000007' WHERE username = 'okello' AND phone IS NULL AND NOT EXISTS (SELECT 1 FROM users WHERE phone = '+256770000007');
