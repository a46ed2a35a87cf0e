-- Where shoppers of each market get help: a phone number, an e-mail address and the opening hours (local time,
-- ISO weekdays 1 = Monday … 7 = Sunday; a range may wrap, 7 → 4 is Sunday to Thursday).
ALTER TABLE countries ADD COLUMN help_phone TEXT;
ALTER TABLE countries ADD COLUMN help_email TEXT;
ALTER TABLE countries ADD COLUMN help_from_day INTEGER CHECK (help_from_day BETWEEN 1 AND 7);
ALTER TABLE countries ADD COLUMN help_to_day INTEGER CHECK (help_to_day BETWEEN 1 AND 7);
ALTER TABLE countries ADD COLUMN help_opens TEXT CHECK (help_opens GLOB '[0-2][0-9]:[0-5][0-9]');
ALTER TABLE countries ADD COLUMN help_closes TEXT CHECK (help_closes GLOB '[0-2][0-9]:[0-5][0-9]');
