-- What an approval gave besides money: the gifts a gift rule owes for the approved pieces (the audit keeps both).
ALTER TABLE appeal_decisions ADD COLUMN gifts INTEGER NOT NULL DEFAULT 0 CHECK (gifts >= 0);
