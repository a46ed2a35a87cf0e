-- Online payments. Each row is one attempt to pay an order at the payment provider, under the reference the mall
-- gave the provider; it becomes paid or failed only on the provider's signed callback. Every callback the mall
-- received is kept in payment_callbacks with what the mall made of it.
CREATE TABLE payments (
  id INTEGER PRIMARY KEY,
  reference TEXT NOT NULL UNIQUE,
  order_id INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users (id),
  amount_minor INTEGER NOT NULL CHECK (amount_minor >= 0),
  currency TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('initialised', 'paid', 'failed', 'abandoned')),
  -- NULL when the order was no longer awaiting payment as the attempt was stored: the NOT NULL refuses the insert.
  checkout_url TEXT NOT NULL,
  return_url TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX payments_order ON payments (order_id, created_at);
CREATE INDEX payments_user ON payments (user_id, created_at);
-- One open attempt per order (paying again reuses it) and one paid attempt per order, however requests race.
CREATE UNIQUE INDEX payments_open ON payments (order_id) WHERE status = 'initialised';
CREATE UNIQUE INDEX payments_paid ON payments (order_id) WHERE status = 'paid';

CREATE TABLE payment_callbacks (
  id INTEGER PRIMARY KEY,
  -- The reference the callback named (NULL when it named none that could be a reference).
  reference TEXT,
  event TEXT,
  -- An accepted callback's row is written right after the guarded update of its payment: NULL when that update
  -- changed nothing, and the NOT NULL refuses the whole batch.
  verdict TEXT NOT NULL CHECK (verdict IN (
    'accepted', 'forgedSignature', 'malformed', 'unknownReference', 'amountMismatch', 'currencyMismatch', 'replay',
    'orderNotAwaitingPayment'
  )),
  -- The raw body of a callback whose signature held (the first 4 000 characters); never an unsigned one's.
  body TEXT,
  received_at INTEGER NOT NULL
);
CREATE INDEX payment_callbacks_reference ON payment_callbacks (reference, id);
CREATE INDEX payment_callbacks_received ON payment_callbacks (received_at);
