-- Appeals of refused or missing rebates, the IMEIs each concerns, and the audit log of the admins' decisions.
CREATE TABLE appeals (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id),
  country_id INTEGER NOT NULL REFERENCES countries (id),
  campaign_id INTEGER NOT NULL REFERENCES rebate_campaigns (id),
  -- The order an order rebate is appealed for (cash, tiered and gift rules); NULL for per-IMEI rules.
  order_id INTEGER REFERENCES orders (id),
  -- What the retailer wrote; shown escaped.
  note TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('pending', 'approved', 'partlyApproved', 'rejected')),
  -- Why IMEIs were not approved; required whenever one was not.
  reject_reason TEXT,
  -- Review expected by then: 2 working days after it was sent, weekends skipped.
  due_at INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  reviewed_at INTEGER,
  reviewed_by INTEGER REFERENCES users (id),
  CHECK (status = 'pending' OR reviewed_at IS NOT NULL),
  CHECK (status IN ('pending', 'approved') OR reject_reason IS NOT NULL)
);
CREATE INDEX appeals_user ON appeals (user_id, created_at);
CREATE INDEX appeals_queue ON appeals (country_id, status, due_at);
-- One appeal of an order's rebate under review at a time.
CREATE UNIQUE INDEX appeals_open_order ON appeals (campaign_id, order_id) WHERE status = 'pending' AND order_id IS NOT NULL;

CREATE TABLE appeal_imeis (
  appeal_id INTEGER NOT NULL REFERENCES appeals (id) ON DELETE CASCADE,
  imei TEXT NOT NULL CHECK (length(imei) = 15),
  campaign_id INTEGER NOT NULL REFERENCES rebate_campaigns (id),
  status TEXT NOT NULL CHECK (status IN ('pending', 'approved', 'rejected')),
  PRIMARY KEY (appeal_id, imei)
);
-- An IMEI is under one appeal per campaign at a time, and an approved one is never appealed again; a rejected one
-- may be appealed anew.
CREATE UNIQUE INDEX appeal_imeis_open ON appeal_imeis (campaign_id, imei) WHERE status <> 'rejected';

-- Every decision, who made it and when: append-only.
CREATE TABLE appeal_decisions (
  id INTEGER PRIMARY KEY,
  appeal_id INTEGER NOT NULL REFERENCES appeals (id),
  admin_id INTEGER NOT NULL REFERENCES users (id),
  decision TEXT NOT NULL CHECK (decision IN ('approve', 'reject')),
  -- JSON list of the IMEIs approved (empty for a rejection).
  approved TEXT NOT NULL,
  reason TEXT,
  -- What the approval credited, in minor units.
  credited_minor INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL
);
CREATE INDEX appeal_decisions_appeal ON appeal_decisions (appeal_id, id);
CREATE TRIGGER appeal_decisions_append_only_update BEFORE UPDATE ON appeal_decisions
BEGIN SELECT RAISE(ABORT, 'appeal decisions are append-only'); END;
CREATE TRIGGER appeal_decisions_append_only_delete BEFORE DELETE ON appeal_decisions
BEGIN SELECT RAISE(ABORT, 'appeal decisions are append-only'); END;
