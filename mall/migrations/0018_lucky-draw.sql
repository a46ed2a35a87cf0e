-- The lucky draw: one pool of prizes per market and period. The prizes' inventory is held by the pool's Durable
-- Object (LuckyDrawPool), which alone decides a draw; `awarded` is D1's copy, for listings.
CREATE TABLE draw_pools (
  id INTEGER PRIMARY KEY,
  country_id INTEGER NOT NULL REFERENCES countries (id),
  start_at INTEGER NOT NULL,
  end_at INTEGER NOT NULL
);
CREATE INDEX draw_pools_country ON draw_pools (country_id, end_at);

-- `weight`: the published odds, out of 10 000 draws. `inventory` NULL: as many as drawn ("thanks for playing").
CREATE TABLE draw_prizes (
  id INTEGER PRIMARY KEY,
  pool_id INTEGER NOT NULL REFERENCES draw_pools (id),
  kind TEXT NOT NULL CHECK (kind IN ('coupon', 'credit', 'gift', 'none')),
  coupon_id INTEGER REFERENCES coupons (id),
  credit_minor INTEGER CHECK (credit_minor > 0),
  product_id INTEGER REFERENCES products (id),
  weight INTEGER NOT NULL CHECK (weight BETWEEN 0 AND 10000),
  inventory INTEGER CHECK (inventory >= 0),
  awarded INTEGER NOT NULL DEFAULT 0,
  sort INTEGER NOT NULL DEFAULT 0,
  CHECK ((kind = 'coupon') = (coupon_id IS NOT NULL) AND (kind = 'credit') = (credit_minor IS NOT NULL)
    AND (kind = 'gift') = (product_id IS NOT NULL) AND (kind = 'none' OR inventory IS NOT NULL))
);
CREATE INDEX draw_prizes_pool ON draw_prizes (pool_id, sort);

-- Every draw, as the pool's object decided it (`id` is its draw id): the chance it spent ('daily': the free chance of
-- `day`, the market's calendar day; 'earned': one of a completed order) and the prize given.
CREATE TABLE draws (
  id TEXT PRIMARY KEY,
  pool_id INTEGER NOT NULL REFERENCES draw_pools (id),
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  prize_id INTEGER NOT NULL REFERENCES draw_prizes (id),
  chance TEXT NOT NULL CHECK (chance IN ('daily', 'earned')),
  day TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX draws_user ON draws (user_id, pool_id, created_at);
CREATE INDEX draws_pool ON draws (pool_id, created_at);
