-- A keyed write in flight: its (user, key) is claimed here until its answer is recorded in idempotency_records (in
-- the same batch as its effect, which also drops the claim). The same key again meanwhile is a double submission,
-- answered 'repeatedRequest'. A claim older than a minute belongs to a request that died and may be taken over.
CREATE TABLE idempotency_claims (
  user_id INTEGER NOT NULL,
  key TEXT NOT NULL,
  since INTEGER NOT NULL,
  PRIMARY KEY (user_id, key)
) WITHOUT ROWID;
