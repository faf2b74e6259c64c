-- Issue 16: the configuration content last deployed (the editor diffs against it), and package
-- files (created for download).
ALTER TABLE bot_deploy_config ADD COLUMN deployed_content TEXT; -- JSON, NULL until first deployed
ALTER TABLE bot_deploy_config ADD COLUMN deployed TEXT;

CREATE TABLE package_file (
  id INTEGER PRIMARY KEY,
  id_tenant INTEGER NOT NULL REFERENCES tenant(id),
  id_user INTEGER REFERENCES user(id),
  name TEXT NOT NULL,
  content TEXT NOT NULL, -- the package JSON as downloaded
  created TEXT NOT NULL
);
CREATE INDEX package_file_tenant ON package_file(id_tenant, id);
