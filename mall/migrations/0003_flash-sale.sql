-- D1 keeps a listing copy of each flash item's stock; the item's Durable Object owns it. The copy is written from
-- the object's figures, and `stock_version` makes sure an older copy never overwrites a newer one.
ALTER TABLE flash_items ADD COLUMN stock_version INTEGER NOT NULL DEFAULT 0;
