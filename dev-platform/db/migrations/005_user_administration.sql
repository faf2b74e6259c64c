-- User administration (issue 4): a phone number, and the console preferences of each user (chosen list columns, …)
-- as one JSON object, NULL until the user changes one.
ALTER TABLE user ADD COLUMN phone TEXT;
ALTER TABLE user ADD COLUMN console_preferences TEXT;
