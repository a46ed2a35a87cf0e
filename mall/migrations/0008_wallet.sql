-- The wallet: an append-only ledger. A balance is the SUM of a user's entries in one market (amounts in that
-- market's minor units), never a stored field. Every entry names its source with a unique key (cash back:
-- `cashBack:<order id>`), so the same credit written twice, by a job run again or two paths at once, lands once.
CREATE TABLE wallet_entries (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id),
  country_id INTEGER NOT NULL REFERENCES countries (id),
  amount_minor INTEGER NOT NULL CHECK (amount_minor <> 0),
  -- What it is (contract/wallet.ts WALLET_KINDS): cashBack, rebate, prize.
  kind TEXT NOT NULL,
  source_key TEXT NOT NULL UNIQUE,
  -- The order it comes from, when it comes from one.
  order_id INTEGER,
  created_at INTEGER NOT NULL
);
CREATE INDEX wallet_entries_user ON wallet_entries (user_id, country_id, id);

-- Nothing changes or removes an entry once written; a correction is a new entry.
CREATE TRIGGER wallet_entries_append_only_update BEFORE UPDATE ON wallet_entries
BEGIN SELECT RAISE(ABORT, 'wallet entries are append-only'); END;
CREATE TRIGGER wallet_entries_append_only_delete BEFORE DELETE ON wallet_entries
BEGIN SELECT RAISE(ABORT, 'wallet entries are append-only'); END;

-- Cash back promotions per market: a share of the goods of an order placed during the period (the order total less
-- its delivery fee), credited to the buyer's wallet when the order completes.
CREATE TABLE cash_back_campaigns (
  id INTEGER PRIMARY KEY,
  country_id INTEGER NOT NULL REFERENCES countries (id),
  -- Basis points: 500 = 5 %.
  rate_bp INTEGER NOT NULL CHECK (rate_bp BETWEEN 1 AND 10000),
  -- The most one order earns, in minor units; NULL: no cap.
  cap_minor INTEGER CHECK (cap_minor IS NULL OR cap_minor > 0),
  start_at INTEGER NOT NULL,
  end_at INTEGER NOT NULL,
  CHECK (end_at > start_at)
);
CREATE INDEX cash_back_campaigns_market ON cash_back_campaigns (country_id, end_at);
