-- Password logins per account: each try is a row while it is in flight or failed; a login that succeeds clears the
-- account's rows. An account with LOGIN_TRIES rows in the window takes no further tries until the oldest ages out.
CREATE TABLE login_tries (
  account TEXT NOT NULL,
  at INTEGER NOT NULL
);
CREATE INDEX login_tries_account ON login_tries (account, at);
