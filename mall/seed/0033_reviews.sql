-- Reviews demo data, re-runnable: the demo retailers review lines of their completed orders (Accra: order 903101 of
-- 12 days ago, 903105, 903106, 903107, 903109; Lagos: 907101), a few marked helpful by buyers. Some lines are left
-- unreviewed so that their order page offers "Write a review". The reviewed products' ratings are then recomputed
-- from their visible reviews, as every review write does.
INSERT OR IGNORE INTO reviews (id, order_line_id, order_id, product_id, user_id, stars, title, body, created_at, edited_at) VALUES
  (330001, 9031011, 903101, 307, 10, 5, 'Our best seller this month', 'Customers love the screen and the battery easily lasts a full day. All four units arrived sealed and working.', ((unixepoch() * 1000) - 864000000), NULL),
  (330002, 9031061, 903106, 307, 10, 4, NULL, 'Good phone for the price. The charger in the box is slow, so we sell a fast charger with it.', ((unixepoch() * 1000) - 6912000000), NULL),
  (330003, 9031091, 903109, 307, 10, 3, 'Fine, but one box was dented', 'The phones work well. One of the two boxes arrived dented, which customers notice.', ((unixepoch() * 1000) - 9504000000), ((unixepoch() * 1000) - 9417600000)),
  (330004, 9071011, 907101, 707, 8, 5, 'Sells itself', 'Bright screen, good camera in daylight and the battery lasts. Delivery to Ikeja was on time.', ((unixepoch() * 1000) - 172800000), NULL),
  (330005, 9071012, 907101, 708, 8, 4, NULL, 'Plenty of storage and a smooth screen. It gets a little warm when charging.', ((unixepoch() * 1000) - 172800000), NULL),
  (330006, 9031051, 903105, 311, 10, 4, 'Reliable budget phone', 'Simple to set up for customers, and none came back in the first month.', ((unixepoch() * 1000) - 3024000000), NULL),
  (330007, 9031072, 903107, 304, 10, 2, 'Gets hot', 'It charges fast, but two of the five chargers got very hot after ten minutes.', ((unixepoch() * 1000) - 345600000), NULL);

INSERT OR IGNORE INTO review_votes (review_id, user_id, created_at) VALUES
  (330001, 2, ((unixepoch() * 1000) - 777600000)),
  (330001, 7, ((unixepoch() * 1000) - 691200000)),
  (330001, 8, ((unixepoch() * 1000) - 604800000)),
  (330003, 2, ((unixepoch() * 1000) - 8640000000)),
  (330004, 1, ((unixepoch() * 1000) - 86400000)),
  (330007, 2, ((unixepoch() * 1000) - 259200000));

UPDATE reviews SET helpful = (SELECT COUNT(*) FROM review_votes v WHERE v.review_id = reviews.id) WHERE id BETWEEN 330001 AND 330007;

UPDATE products SET
  rating = COALESCE((SELECT CAST(ROUND(AVG(stars) * 10) AS INTEGER) FROM reviews r WHERE r.product_id = products.id AND r.hidden_at IS NULL), 0),
  rating_count = (SELECT COUNT(*) FROM reviews r WHERE r.product_id = products.id AND r.hidden_at IS NULL)
WHERE id IN (SELECT product_id FROM reviews);
