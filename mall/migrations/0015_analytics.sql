-- Analytics events with the seed's field names. member_id is the caller's session user (null for a guest); rows
-- older than 90 days are pruned by the Cron job.
CREATE TABLE analytics_events (
  id INTEGER PRIMARY KEY,
  event_type TEXT NOT NULL CHECK (event_type IN ('click', 'exposure', 'browse', 'back', 'out', 'start', 'receive')),
  goods_id INTEGER,
  sequence INTEGER,
  result TEXT,
  text TEXT,
  create_time INTEGER NOT NULL,
  member_id INTEGER REFERENCES users (id),
  distinguish_id TEXT NOT NULL,
  page TEXT NOT NULL,
  url TEXT NOT NULL,
  tid TEXT NOT NULL,
  received_at INTEGER NOT NULL
);
CREATE INDEX analytics_events_tid ON analytics_events (tid);
CREATE INDEX analytics_events_browser ON analytics_events (distinguish_id, received_at);
CREATE INDEX analytics_events_received ON analytics_events (received_at);
