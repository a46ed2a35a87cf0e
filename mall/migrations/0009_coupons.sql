-- Coupons: what each one takes off and on what, how many there are, when they can be received and for how long a
-- received copy is valid; the copies buyers hold (one per buyer and coupon); what an order saved. And free delivery
-- per market over an order amount.

-- The goods subtotal (minor units) from which delivery is free in the market; NULL: never free.
ALTER TABLE countries ADD COLUMN free_delivery_minor INTEGER CHECK (free_delivery_minor > 0);

CREATE TABLE coupons (
  id INTEGER PRIMARY KEY,
  country_id INTEGER NOT NULL REFERENCES countries (id),
  kind TEXT NOT NULL CHECK (kind IN ('amountOff', 'percentOff', 'freeDelivery', 'deliveryOff')),
  -- amountOff and deliveryOff: minor units off; percentOff: the percentage; freeDelivery: 0.
  value INTEGER NOT NULL CHECK (value >= 0),
  -- The most a percentage takes off (minor units); NULL: no ceiling.
  max_off_minor INTEGER CHECK (max_off_minor > 0),
  -- The least the items in scope must come to (minor units).
  min_order_minor INTEGER NOT NULL DEFAULT 0 CHECK (min_order_minor >= 0),
  scope TEXT NOT NULL DEFAULT 'all' CHECK (scope IN ('all', 'goods', 'category')),
  category_id INTEGER REFERENCES categories (id),
  total INTEGER NOT NULL CHECK (total >= 0),
  -- Copies given so far: only ever raised by a guarded update (issued < total), so never beyond the total.
  issued INTEGER NOT NULL DEFAULT 0 CHECK (issued >= 0 AND issued <= total),
  -- When buyers can receive it.
  claim_from INTEGER NOT NULL,
  claim_until INTEGER NOT NULL,
  -- A received copy is valid for `valid_days` days from its receipt, or between fixed dates.
  valid_days INTEGER CHECK (valid_days > 0),
  valid_from INTEGER,
  valid_until INTEGER,
  -- Offered in the coupon centre; 0 for coupons given only another way (a gift pack, a prize).
  listed INTEGER NOT NULL DEFAULT 1 CHECK (listed IN (0, 1)),
  sort INTEGER NOT NULL DEFAULT 0,
  CHECK (kind <> 'percentOff' OR value BETWEEN 1 AND 90),
  CHECK (kind NOT IN ('amountOff', 'deliveryOff') OR value > 0),
  CHECK ((scope = 'category') = (category_id IS NOT NULL)),
  CHECK ((valid_days IS NULL) = (valid_until IS NOT NULL)),
  CHECK (valid_from IS NULL OR valid_until IS NULL OR valid_until > valid_from),
  CHECK (claim_until > claim_from)
);
CREATE INDEX coupons_market ON coupons (country_id, listed, sort, id);

-- The goods a coupon of scope 'goods' is good for.
CREATE TABLE coupon_products (
  coupon_id INTEGER NOT NULL REFERENCES coupons (id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL REFERENCES products (id),
  PRIMARY KEY (coupon_id, product_id)
);

-- The copies buyers hold. The primary key is the rule "one copy per buyer and coupon", whatever the concurrency.
CREATE TABLE user_coupons (
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  coupon_id INTEGER NOT NULL REFERENCES coupons (id),
  -- Why it was given, unique: the coupon centre ('centre:<coupon>:<user>'), a gift pack, a prize.
  source TEXT NOT NULL UNIQUE,
  received_at INTEGER NOT NULL,
  starts_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  -- The order using it; NULL while it is free to use (cancelling the order gives it back while it is valid).
  order_id INTEGER REFERENCES orders (id),
  PRIMARY KEY (user_id, coupon_id)
);
CREATE INDEX user_coupons_order ON user_coupons (order_id) WHERE order_id IS NOT NULL;

-- What an order saved: the delivery fee waived by the market's free-delivery amount, and the coupon it used with
-- what that coupon took off (from the items or from the delivery fee).
ALTER TABLE orders ADD COLUMN delivery_waiver_minor INTEGER NOT NULL DEFAULT 0;
ALTER TABLE orders ADD COLUMN coupon_id INTEGER REFERENCES coupons (id);
ALTER TABLE orders ADD COLUMN coupon_saving_minor INTEGER NOT NULL DEFAULT 0;
