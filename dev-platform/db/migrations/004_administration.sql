-- Administration tables: demo calls, knowledge bases, variables storage, billing, audit, bot deploy,
-- and the tenant sub-settings of SPEC §3 (parameters, notification groups, retention, agent control, limits).

CREATE TABLE demo_call_group (
  id INTEGER PRIMARY KEY,
  id_tenant INTEGER NOT NULL REFERENCES tenant(id),
  name TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  id_line INTEGER REFERENCES line(id) ON DELETE SET NULL, -- number the demo callers dial
  valid_until TEXT,
  created TEXT NOT NULL
);
CREATE INDEX demo_call_group_tenant ON demo_call_group(id_tenant, name);

CREATE TABLE demo_call (
  id INTEGER PRIMARY KEY,
  id_demo_call_group INTEGER NOT NULL REFERENCES demo_call_group(id) ON DELETE CASCADE,
  id_call_script INTEGER REFERENCES call_script(id) ON DELETE SET NULL,
  name TEXT NOT NULL,
  phone_number TEXT NOT NULL, -- caller allowed to reach the demo
  pin TEXT NOT NULL,
  call_count INTEGER NOT NULL DEFAULT 0,
  last_called TEXT,
  created TEXT NOT NULL
);
CREATE INDEX demo_call_group_member ON demo_call(id_demo_call_group, name);

CREATE TABLE knowledge_base (
  id INTEGER PRIMARY KEY,
  id_tenant INTEGER NOT NULL REFERENCES tenant(id),
  id_language INTEGER REFERENCES language(id),
  name TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  created TEXT NOT NULL,
  updated TEXT NOT NULL
);
CREATE INDEX knowledge_base_tenant ON knowledge_base(id_tenant, name);

CREATE TABLE knowledge_base_file (
  id INTEGER PRIMARY KEY,
  id_knowledge_base INTEGER NOT NULL REFERENCES knowledge_base(id) ON DELETE CASCADE,
  file_name TEXT NOT NULL,
  mime_type TEXT NOT NULL,
  size_bytes INTEGER NOT NULL,
  status TEXT NOT NULL DEFAULT 'indexed' CHECK (status IN ('pending', 'indexed', 'failed')),
  uploaded TEXT NOT NULL
);
CREATE INDEX knowledge_base_file_kb ON knowledge_base_file(id_knowledge_base, file_name);

CREATE TABLE knowledge_base_url (
  id INTEGER PRIMARY KEY,
  id_knowledge_base INTEGER NOT NULL REFERENCES knowledge_base(id) ON DELETE CASCADE,
  url TEXT NOT NULL,
  crawl_depth INTEGER NOT NULL DEFAULT 1,
  status TEXT NOT NULL DEFAULT 'indexed' CHECK (status IN ('pending', 'indexed', 'failed')),
  last_crawled TEXT,
  created TEXT NOT NULL
);
CREATE INDEX knowledge_base_url_kb ON knowledge_base_url(id_knowledge_base, url);

-- Variables storage: tenant key/values, plus the tenant's access key ("generate key").
CREATE TABLE tenant_value (
  id INTEGER PRIMARY KEY,
  id_tenant INTEGER NOT NULL REFERENCES tenant(id),
  key TEXT NOT NULL,
  value TEXT NOT NULL,
  updated TEXT NOT NULL,
  UNIQUE (id_tenant, key)
);

CREATE TABLE tenant_value_key (
  id_tenant INTEGER PRIMARY KEY REFERENCES tenant(id),
  api_key TEXT NOT NULL,
  created TEXT NOT NULL
);

-- Billing: per-tenant mode, recurring fees and monthly expenses (tariffs live in 003_telephony.sql).
CREATE TABLE tenant_billing (
  id_tenant INTEGER PRIMARY KEY REFERENCES tenant(id),
  billing_mode INTEGER NOT NULL CHECK (billing_mode IN (1, 2)), -- PER_TIME 1, PER_CALL 2
  currency TEXT NOT NULL DEFAULT 'EUR',
  invoice_email TEXT,
  recalculated TEXT
);

CREATE TABLE fee (
  id INTEGER PRIMARY KEY,
  id_tenant INTEGER NOT NULL REFERENCES tenant(id),
  name TEXT NOT NULL,
  amount REAL NOT NULL,
  currency TEXT NOT NULL DEFAULT 'EUR',
  recurring INTEGER NOT NULL DEFAULT 1, -- 1 monthly, 0 one-off
  valid_from TEXT NOT NULL,
  valid_to TEXT,
  created TEXT NOT NULL
);
CREATE INDEX fee_tenant ON fee(id_tenant, valid_from);

CREATE TABLE expense (
  id INTEGER PRIMARY KEY,
  id_tenant INTEGER NOT NULL REFERENCES tenant(id),
  month TEXT NOT NULL, -- 'YYYY-MM'
  id_line INTEGER REFERENCES line(id) ON DELETE SET NULL,
  billing_mode INTEGER NOT NULL CHECK (billing_mode IN (1, 2)),
  call_count INTEGER NOT NULL DEFAULT 0,
  duration_seconds INTEGER NOT NULL DEFAULT 0,
  amount REAL NOT NULL DEFAULT 0,
  currency TEXT NOT NULL DEFAULT 'EUR'
);
CREATE INDEX expense_tenant ON expense(id_tenant, month);
CREATE INDEX expense_line ON expense(id_line, month);

CREATE TABLE audit_entry (
  id INTEGER PRIMARY KEY,
  id_tenant INTEGER NOT NULL REFERENCES tenant(id),
  id_user INTEGER REFERENCES user(id) ON DELETE SET NULL,
  action INTEGER NOT NULL CHECK (action BETWEEN 1 AND 5), -- READ 1, CREATE 2, UPDATE 3, DELETE 4, OTHER 5
  entity TEXT NOT NULL, -- e.g. 'CallScript', 'Campaign', 'Line'
  entity_id TEXT,
  time TEXT NOT NULL,
  detail TEXT NOT NULL DEFAULT '',
  ip_address TEXT
);
CREATE INDEX audit_entry_tenant ON audit_entry(id_tenant, time);
CREATE INDEX audit_entry_user ON audit_entry(id_user, time);
CREATE INDEX audit_entry_entity ON audit_entry(entity, entity_id);

-- Bot deploy is platform infrastructure, shared by all tenants.
CREATE TABLE bot_deploy_server (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE,
  host TEXT NOT NULL,
  region TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('online', 'offline', 'maintenance')),
  cpu_cores INTEGER NOT NULL,
  memory_mb INTEGER NOT NULL,
  created TEXT NOT NULL
);

CREATE TABLE bot_deploy_config (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE,
  description TEXT NOT NULL DEFAULT '',
  content TEXT NOT NULL DEFAULT '{}', -- JSON
  updated TEXT NOT NULL
);

CREATE TABLE bot_deploy_module (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  id_bot_deploy_server INTEGER NOT NULL REFERENCES bot_deploy_server(id),
  id_bot_deploy_config INTEGER REFERENCES bot_deploy_config(id) ON DELETE SET NULL,
  version TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('running', 'stopped', 'failed', 'deploying')),
  replicas INTEGER NOT NULL DEFAULT 1,
  updated TEXT NOT NULL,
  UNIQUE (name, id_bot_deploy_server)
);
CREATE INDEX bot_deploy_module_server ON bot_deploy_module(id_bot_deploy_server);
CREATE INDEX bot_deploy_module_config ON bot_deploy_module(id_bot_deploy_config);

CREATE TABLE tenant_parameter (
  id_tenant INTEGER NOT NULL REFERENCES tenant(id),
  key TEXT NOT NULL,
  value TEXT NOT NULL,
  PRIMARY KEY (id_tenant, key)
);

CREATE TABLE tenant_notification_group (
  id INTEGER PRIMARY KEY,
  id_tenant INTEGER NOT NULL REFERENCES tenant(id),
  name TEXT NOT NULL,
  emails TEXT NOT NULL DEFAULT '[]', -- JSON string[]
  events TEXT NOT NULL DEFAULT '[]', -- JSON string[]
  created TEXT NOT NULL
);
CREATE INDEX tenant_notification_group_tenant ON tenant_notification_group(id_tenant, name);

CREATE TABLE tenant_retention (
  id_tenant INTEGER PRIMARY KEY REFERENCES tenant(id),
  conversations_days INTEGER NOT NULL,
  recordings_days INTEGER NOT NULL,
  dial_logs_days INTEGER NOT NULL,
  audit_days INTEGER NOT NULL,
  updated TEXT NOT NULL
);

CREATE TABLE tenant_agent_control (
  id_tenant INTEGER PRIMARY KEY REFERENCES tenant(id),
  enabled INTEGER NOT NULL DEFAULT 0,
  settings TEXT NOT NULL DEFAULT '{}', -- JSON
  updated TEXT NOT NULL
);

CREATE TABLE tenant_limit (
  id INTEGER PRIMARY KEY,
  id_tenant INTEGER NOT NULL REFERENCES tenant(id),
  kind INTEGER NOT NULL CHECK (kind BETWEEN 0 AND 6), -- OTHER 0, SLA 1, LICENSE_VOICEBOT 2 .. LICENSE_AGENT_ASSIST 6
  value INTEGER NOT NULL,
  valid_from TEXT NOT NULL,
  valid_to TEXT,
  UNIQUE (id_tenant, kind)
);
