-- A user has exactly one default address: where an older write left several, the most recently used stays the
-- default; where it left none, the most recently used becomes it. The unique index then refuses a second default.
UPDATE addresses SET is_default = 0
WHERE is_default = 1
  AND id <> (SELECT d.id FROM addresses d WHERE d.user_id = addresses.user_id AND d.is_default = 1 ORDER BY d.updated_at DESC, d.id DESC LIMIT 1);

UPDATE addresses SET is_default = 1
WHERE id = (SELECT l.id FROM addresses l WHERE l.user_id = addresses.user_id ORDER BY l.updated_at DESC, l.id DESC LIMIT 1)
  AND NOT EXISTS (SELECT 1 FROM addresses d WHERE d.user_id = addresses.user_id AND d.is_default = 1);

CREATE UNIQUE INDEX addresses_one_default ON addresses (user_id) WHERE is_default = 1;
