-- Accounts by mobile number: registration, one-time codes (login, registration, password reset) and the outbox that
-- stands in for an SMS gateway.
ALTER TABLE users ADD COLUMN phone TEXT;
CREATE UNIQUE INDEX users_phone ON users (phone) WHERE phone IS NOT NULL;

CREATE TABLE verification_codes (
  id INTEGER PRIMARY KEY,
  phone TEXT NOT NULL,
  purpose TEXT NOT NULL CHECK (purpose IN ('login', 'register', 'reset')),
  code_hash TEXT NOT NULL,
  tries_left INTEGER NOT NULL CHECK (tries_left >= 0),
  expires_at INTEGER NOT NULL,
  -- Proven by a code login for a number with no account: kept until a password login binds it.
  verified_at INTEGER,
  used_at INTEGER,
  created_at INTEGER NOT NULL
);
CREATE INDEX verification_codes_phone ON verification_codes (phone, purpose, created_at);

CREATE TABLE sms_outbox (
  id INTEGER PRIMARY KEY,
  phone TEXT NOT NULL,
  body TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
