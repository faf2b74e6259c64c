-- Issue 31.7: uploaded theme images are public (the sign-in page shows them) but must not be found by counting:
-- each gets a random key, and its address names the key, not the row id.
ALTER TABLE theme_asset ADD COLUMN public_key TEXT;
UPDATE theme_asset SET public_key = lower(hex(randomblob(16))) WHERE public_key IS NULL;
CREATE UNIQUE INDEX theme_asset_public_key ON theme_asset (public_key);
