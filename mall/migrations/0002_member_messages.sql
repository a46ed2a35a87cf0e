-- Names and mobile numbers left on the message-entry page (/m/member/add).
CREATE TABLE member_messages (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  phone TEXT NOT NULL,
  user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  country_id INTEGER REFERENCES countries (id),
  idempotency_key TEXT UNIQUE,
  created_at INTEGER NOT NULL
);
