-- Core tables: tenancy, identity, permissions, tasks, application settings.
CREATE TABLE tenant (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE,
  code TEXT NOT NULL UNIQUE,
  id_parent_tenant INTEGER REFERENCES tenant(id),
  enabled INTEGER NOT NULL DEFAULT 1,
  two_factor_required INTEGER NOT NULL DEFAULT 0,
  channels INTEGER NOT NULL DEFAULT 1,
  timezone TEXT NOT NULL DEFAULT 'Europe/Prague',
  contact_email TEXT,
  website TEXT,
  password_expiration_type INTEGER NOT NULL DEFAULT 0, -- enforcement level NEVER 0 .. BLOCK 3
  password_expiration_days INTEGER NOT NULL DEFAULT 90,
  password_warn_days INTEGER NOT NULL DEFAULT 7,
  created TEXT NOT NULL
);
CREATE INDEX tenant_parent ON tenant(id_parent_tenant);

CREATE TABLE role (
  id INTEGER PRIMARY KEY,
  id_tenant INTEGER NOT NULL REFERENCES tenant(id),
  name TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  permissions TEXT NOT NULL DEFAULT '{}', -- JSON PermissionMap
  created TEXT NOT NULL,
  UNIQUE (id_tenant, name)
);

CREATE TABLE user (
  id INTEGER PRIMARY KEY,
  id_tenant INTEGER NOT NULL REFERENCES tenant(id),
  username TEXT NOT NULL UNIQUE,
  firstname TEXT NOT NULL DEFAULT '',
  lastname TEXT NOT NULL DEFAULT '',
  email TEXT,
  password_hash TEXT NOT NULL,
  password_salt TEXT NOT NULL,
  password_changed TEXT NOT NULL,
  password_expires TEXT, -- ISO date-time or NULL for never
  password_warn_days INTEGER NOT NULL DEFAULT 7,
  timezone TEXT,
  enabled INTEGER NOT NULL DEFAULT 1,
  two_factor_enabled INTEGER NOT NULL DEFAULT 0,
  api_secret TEXT,
  created TEXT NOT NULL,
  last_login TEXT
);
CREATE INDEX user_tenant ON user(id_tenant);

CREATE TABLE user_role (
  id_user INTEGER NOT NULL REFERENCES user(id) ON DELETE CASCADE,
  id_role INTEGER NOT NULL REFERENCES role(id) ON DELETE CASCADE,
  PRIMARY KEY (id_user, id_role)
);

-- Tenants a user may switch to (besides the own tenant), when the user holds AccessManagement/tenantContextSwitching.
CREATE TABLE user_context_tenant (
  id_user INTEGER NOT NULL REFERENCES user(id) ON DELETE CASCADE,
  id_tenant INTEGER NOT NULL REFERENCES tenant(id) ON DELETE CASCADE,
  PRIMARY KEY (id_user, id_tenant)
);

CREATE TABLE task (
  id INTEGER PRIMARY KEY,
  id_tenant INTEGER NOT NULL REFERENCES tenant(id),
  id_user INTEGER REFERENCES user(id),
  name TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  status INTEGER NOT NULL DEFAULT 0, -- NEW 0, RUNNING 1, DONE 2, ERROR 3, CANCELED 4
  progress INTEGER NOT NULL DEFAULT 0,
  result_url TEXT,
  created TEXT NOT NULL,
  updated TEXT NOT NULL
);
CREATE INDEX task_tenant ON task(id_tenant, created);

CREATE TABLE app_setting (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL,
  updated TEXT NOT NULL
);

-- oidc-provider adapter storage (sessions, grants, codes, refresh tokens, ...).
CREATE TABLE oidc_store (
  model TEXT NOT NULL,
  id TEXT NOT NULL,
  payload TEXT NOT NULL,
  grant_id TEXT,
  user_code TEXT,
  uid TEXT,
  expires_at INTEGER,
  consumed_at INTEGER,
  PRIMARY KEY (model, id)
);
CREATE INDEX oidc_store_grant ON oidc_store(grant_id);
CREATE INDEX oidc_store_uid ON oidc_store(uid);
CREATE INDEX oidc_store_user_code ON oidc_store(user_code);
