-- The retailer incentive programme: rebate campaigns per market with their rule, the products they count, and the
-- rebates the Cron job computes. Amounts are in the market's minor units; times are epoch milliseconds.
CREATE TABLE rebate_campaigns (
  id INTEGER PRIMARY KEY,
  country_id INTEGER NOT NULL REFERENCES countries (id),
  -- contract/rebate-rules.ts REBATE_RULES: cash (per piece, no tiers), tiered, gift (every X pieces, Y gifts),
  -- scan (per IMEI scanned at delivery and signed for), activation (per IMEI activated in time).
  rule TEXT NOT NULL CHECK (rule IN ('cash', 'tiered', 'gift', 'scan', 'activation')),
  -- Which rules page lists it: phones, or accessories.
  line TEXT NOT NULL CHECK (line IN ('phones', 'accessories')),
  start_at INTEGER NOT NULL,
  end_at INTEGER NOT NULL,
  -- cash: per piece; scan and activation: per IMEI.
  amount_minor INTEGER CHECK (amount_minor IS NULL OR amount_minor > 0),
  gift_every INTEGER CHECK (gift_every IS NULL OR gift_every > 0),
  gift_count INTEGER CHECK (gift_count IS NULL OR gift_count > 0),
  gift_product_id INTEGER REFERENCES products (id),
  -- activation: no rebate for an activation later than this many days after the campaign ends.
  activation_days INTEGER CHECK (activation_days IS NULL OR activation_days > 0),
  -- Set by the first engine run after the last day anything of the campaign could still change.
  settled_at INTEGER,
  CHECK (end_at > start_at),
  CHECK (rule NOT IN ('cash', 'scan', 'activation') OR amount_minor IS NOT NULL),
  CHECK (rule <> 'gift' OR (gift_every IS NOT NULL AND gift_count IS NOT NULL AND gift_product_id IS NOT NULL)),
  CHECK (rule <> 'activation' OR activation_days IS NOT NULL)
);
CREATE INDEX rebate_campaigns_market ON rebate_campaigns (country_id, end_at);

-- Tiered rules: each piece earns the amount of the tier its rank falls in (pieces 1–6 one amount, 7 and on another).
CREATE TABLE rebate_tiers (
  campaign_id INTEGER NOT NULL REFERENCES rebate_campaigns (id) ON DELETE CASCADE,
  min_pieces INTEGER NOT NULL CHECK (min_pieces >= 1),
  -- NULL: no upper end.
  max_pieces INTEGER CHECK (max_pieces IS NULL OR max_pieces >= min_pieces),
  amount_minor INTEGER NOT NULL CHECK (amount_minor >= 0),
  PRIMARY KEY (campaign_id, min_pieces)
);

CREATE TABLE rebate_products (
  campaign_id INTEGER NOT NULL REFERENCES rebate_campaigns (id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL REFERENCES products (id),
  PRIMARY KEY (campaign_id, product_id)
);
CREATE INDEX rebate_products_product ON rebate_products (product_id);

-- One row per rebate a retailer earned, may still earn, or was refused (with the reason). The source key
-- (`rebate:order:<campaign>:<order>`, `rebate:scan:<campaign>:<imei>`, `rebate:activation:<campaign>:<imei>`) is the
-- wallet credit's source key too, so a rebate is paid once whichever path (the job, an appeal) pays it.
CREATE TABLE rebates (
  id INTEGER PRIMARY KEY,
  source_key TEXT NOT NULL UNIQUE,
  campaign_id INTEGER NOT NULL REFERENCES rebate_campaigns (id),
  user_id INTEGER NOT NULL REFERENCES users (id),
  country_id INTEGER NOT NULL REFERENCES countries (id),
  kind TEXT NOT NULL CHECK (kind IN ('order', 'scan', 'activation')),
  order_id INTEGER REFERENCES orders (id),
  imei TEXT CHECK (imei IS NULL OR length(imei) = 15),
  pieces INTEGER NOT NULL DEFAULT 0 CHECK (pieces >= 0),
  amount_minor INTEGER NOT NULL DEFAULT 0 CHECK (amount_minor >= 0),
  gifts INTEGER NOT NULL DEFAULT 0 CHECK (gifts >= 0),
  status TEXT NOT NULL CHECK (status IN ('pending', 'credited', 'refused')),
  -- Why it is pending or refused: contract/rebate-rules.ts REBATE_REASONS.
  reason TEXT,
  -- The month it counts in (UTC, `YYYY-MM`): when the order was placed or the unit scanned.
  month TEXT NOT NULL CHECK (month GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]'),
  -- The appeal whose approval credited it, when one did.
  appeal_id INTEGER,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  credited_at INTEGER,
  CHECK (status <> 'credited' OR credited_at IS NOT NULL),
  CHECK (status = 'credited' OR reason IS NOT NULL)
);
CREATE INDEX rebates_user ON rebates (user_id, country_id, month, campaign_id);
CREATE INDEX rebates_campaign ON rebates (campaign_id, status);
