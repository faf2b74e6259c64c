-- Instance overview (issue 17): the remote instances this platform compares itself with. The address is the
-- platform's own origin plus `base_path` (the dev platform serves its remote instances itself, on any port);
-- `api_key` is the remote instance's own credential, never the console user's token.
CREATE TABLE instance_link (
  name TEXT PRIMARY KEY,
  base_path TEXT NOT NULL UNIQUE,
  api_key TEXT NOT NULL,
  last_sync TEXT
);
INSERT INTO instance_link (name, base_path, api_key, last_sync)
VALUES ('Staging', '/instances/staging', 'staging-instance-key-7c1f0d', NULL);

-- Themes per tenant (SPEC §1 "themed per tenant"): a tenant without a row shows the platform's theme setting.
CREATE TABLE tenant_theme (
  id_tenant INTEGER PRIMARY KEY REFERENCES tenant(id) ON DELETE CASCADE,
  content TEXT NOT NULL,
  updated TEXT NOT NULL
);

-- Uploaded favicons and logos, served from the platform's own origin (the theme only allows https or same-origin).
CREATE TABLE theme_asset (
  id INTEGER PRIMARY KEY,
  id_tenant INTEGER NOT NULL REFERENCES tenant(id) ON DELETE CASCADE,
  content_type TEXT NOT NULL,
  bytes BLOB NOT NULL,
  created TEXT NOT NULL
);
