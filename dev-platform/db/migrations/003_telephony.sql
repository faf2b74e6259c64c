-- Telephony and campaigns: tariffs, dial modules, lines, campaigns, conversations, dial logs (SPEC §3).

CREATE TABLE tariff (
  id INTEGER PRIMARY KEY,
  id_tenant INTEGER NOT NULL REFERENCES tenant(id),
  name TEXT NOT NULL,
  target_kind INTEGER NOT NULL DEFAULT 1 CHECK (target_kind IN (0, 1)), -- CAMPAIGN 0, LINE 1
  billing_mode INTEGER NOT NULL CHECK (billing_mode IN (1, 2)), -- PER_TIME 1, PER_CALL 2
  price_per_minute REAL NOT NULL DEFAULT 0,
  price_per_call REAL NOT NULL DEFAULT 0,
  currency TEXT NOT NULL DEFAULT 'EUR',
  valid_from TEXT NOT NULL,
  created TEXT NOT NULL
);
CREATE INDEX tariff_tenant ON tariff(id_tenant, name);

CREATE TABLE dial_module (
  id INTEGER PRIMARY KEY,
  id_tenant INTEGER NOT NULL REFERENCES tenant(id),
  name TEXT NOT NULL,
  provider_kind INTEGER NOT NULL CHECK (provider_kind BETWEEN 0 AND 6), -- SMS 0 .. LIVE_TRANSLATE 6
  endpoint_type TEXT NOT NULL CHECK (endpoint_type IN ('SIPClient', 'ProxySIPClient', 'LiveTranslate')),
  host TEXT NOT NULL,
  port INTEGER NOT NULL DEFAULT 5060,
  enabled INTEGER NOT NULL DEFAULT 1,
  monitoring INTEGER NOT NULL DEFAULT 1,
  max_channels INTEGER NOT NULL DEFAULT 30,
  callbot_settings TEXT NOT NULL DEFAULT '{}', -- JSON
  id_default_line INTEGER REFERENCES line(id) ON DELETE SET NULL,
  created TEXT NOT NULL,
  updated TEXT NOT NULL,
  UNIQUE (id_tenant, name)
);

CREATE TABLE line (
  id INTEGER PRIMARY KEY,
  id_tenant INTEGER NOT NULL REFERENCES tenant(id), -- always the module's tenant; kept for tenant-scoped lists
  id_dial_module INTEGER NOT NULL REFERENCES dial_module(id),
  id_call_script INTEGER REFERENCES call_script(id) ON DELETE SET NULL, -- routing flow for inbound calls
  name TEXT NOT NULL,
  phone_number TEXT NOT NULL UNIQUE, -- E.164
  enabled INTEGER NOT NULL DEFAULT 1,
  monitoring INTEGER NOT NULL DEFAULT 1,
  monitoring_settings TEXT NOT NULL DEFAULT '{}', -- JSON
  id_tariff INTEGER REFERENCES tariff(id) ON DELETE SET NULL,
  fraud INTEGER NOT NULL DEFAULT 0,
  risk_level TEXT CHECK (risk_level IN ('Low', 'Medium', 'High')),
  billing INTEGER NOT NULL DEFAULT 1,
  transfer_mode TEXT NOT NULL DEFAULT 'Blind' CHECK (transfer_mode IN ('Attend', 'Blind')),
  transfer_number TEXT,
  live_transcription INTEGER NOT NULL DEFAULT 0 CHECK (live_transcription BETWEEN 0 AND 2),
  max_channels INTEGER NOT NULL DEFAULT 10,
  queue_size INTEGER NOT NULL DEFAULT 0,
  postcall_analytics INTEGER NOT NULL DEFAULT 0,
  postcall_settings TEXT NOT NULL DEFAULT '{}', -- JSON
  created TEXT NOT NULL,
  updated TEXT NOT NULL
);
CREATE INDEX line_tenant ON line(id_tenant, name);
CREATE INDEX line_module ON line(id_dial_module, name);
CREATE INDEX line_tariff ON line(id_tariff);
CREATE INDEX line_call_script ON line(id_call_script);

CREATE TABLE campaign (
  id INTEGER PRIMARY KEY,
  id_tenant INTEGER NOT NULL REFERENCES tenant(id),
  id_folder INTEGER REFERENCES folder(id) ON DELETE SET NULL,
  id_call_script INTEGER REFERENCES call_script(id),
  id_line INTEGER REFERENCES line(id) ON DELETE SET NULL, -- outbound line
  name TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  status INTEGER NOT NULL DEFAULT 1 CHECK (status BETWEEN 0 AND 10), -- DEMO 0 .. EXPIRED 10
  schedule_kind INTEGER NOT NULL DEFAULT 0 CHECK (schedule_kind IN (0, 1)), -- CUSTOM 0, OPENING_TIMES 1
  start_date TEXT,
  end_date TEXT,
  contact_count INTEGER NOT NULL DEFAULT 0,
  basic TEXT NOT NULL DEFAULT '{}', -- JSON per wizard step
  prepare TEXT NOT NULL DEFAULT '{}',
  contacts TEXT NOT NULL DEFAULT '{}',
  schedule TEXT NOT NULL DEFAULT '{}',
  id_user_created INTEGER REFERENCES user(id),
  created TEXT NOT NULL,
  updated TEXT NOT NULL
);
CREATE INDEX campaign_tenant ON campaign(id_tenant, name);
CREATE INDEX campaign_tenant_status ON campaign(id_tenant, status, updated);
CREATE INDEX campaign_folder ON campaign(id_folder);
CREATE INDEX campaign_call_script ON campaign(id_call_script);
CREATE INDEX campaign_line ON campaign(id_line);

CREATE TABLE conversation (
  guid TEXT PRIMARY KEY,
  id_tenant INTEGER NOT NULL REFERENCES tenant(id),
  id_call_script INTEGER REFERENCES call_script(id) ON DELETE SET NULL,
  id_call_script_version INTEGER REFERENCES call_script_version(id) ON DELETE SET NULL, -- source tab
  id_line INTEGER REFERENCES line(id) ON DELETE SET NULL,
  id_campaign INTEGER REFERENCES campaign(id) ON DELETE SET NULL,
  channel INTEGER NOT NULL DEFAULT 1, -- VOICE 1, CHAT 2, RPA 4
  process_kind INTEGER NOT NULL CHECK (process_kind BETWEEN 0 AND 3), -- ROUTING 0, REGULAR 1, UNKNOWN 2, TESTING 3
  language TEXT,
  caller TEXT,
  callee TEXT,
  started TEXT NOT NULL,
  ended TEXT, -- NULL while ongoing
  duration INTEGER NOT NULL DEFAULT 0, -- seconds
  result INTEGER NOT NULL CHECK (result IN (-1, 1, 3, 11)),
  data TEXT NOT NULL DEFAULT '{}' -- JSON conversation variables (data tab)
);
CREATE INDEX conversation_tenant ON conversation(id_tenant, started);
CREATE INDEX conversation_call_script ON conversation(id_call_script, started);
CREATE INDEX conversation_line ON conversation(id_line, started);
CREATE INDEX conversation_campaign ON conversation(id_campaign, started);

CREATE TABLE conversation_event (
  id INTEGER PRIMARY KEY,
  guid TEXT NOT NULL REFERENCES conversation(guid) ON DELETE CASCADE,
  seq INTEGER NOT NULL,
  type INTEGER NOT NULL CHECK (type BETWEEN 0 AND 16), -- START 0 .. AGENT 16
  time TEXT NOT NULL,
  text TEXT NOT NULL DEFAULT '',
  data TEXT, -- JSON detail, e.g. recognised intent
  UNIQUE (guid, seq)
);
CREATE INDEX conversation_event_type ON conversation_event(type, guid);

CREATE TABLE dial_log (
  id INTEGER PRIMARY KEY,
  id_tenant INTEGER NOT NULL REFERENCES tenant(id),
  id_line INTEGER REFERENCES line(id) ON DELETE SET NULL,
  id_campaign INTEGER REFERENCES campaign(id) ON DELETE SET NULL,
  id_call_script INTEGER REFERENCES call_script(id) ON DELETE SET NULL,
  guid TEXT REFERENCES conversation(guid) ON DELETE SET NULL,
  start TEXT NOT NULL,
  duration INTEGER NOT NULL DEFAULT 0, -- seconds
  result INTEGER NOT NULL CHECK (result IN (-1, 1, 3, 11)), -- NOT_PICKED -1, PICKED 1, LISTENED_TO_END 3, ERROR 11
  caller TEXT NOT NULL,
  callee TEXT NOT NULL,
  process_kind INTEGER NOT NULL CHECK (process_kind BETWEEN 0 AND 3)
);
CREATE INDEX dial_log_tenant ON dial_log(id_tenant, start);
CREATE INDEX dial_log_line ON dial_log(id_line, start);
CREATE INDEX dial_log_campaign ON dial_log(id_campaign, start);
CREATE INDEX dial_log_call_script ON dial_log(id_call_script, start);
CREATE INDEX dial_log_guid ON dial_log(guid);
