-- Domain tables: flows, campaigns, telephony, conversations, billing, audit and the smaller catalogues (SPEC §3).
-- Enumerations are stored as their SPEC §3 integer values (or texts where the SPEC names them as texts).

CREATE TABLE language (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE, -- BCP 47, e.g. 'en-US'
  name TEXT NOT NULL,
  tts_voice TEXT,
  enabled INTEGER NOT NULL DEFAULT 1,
  created TEXT NOT NULL
);

-- Folder tree per tenant; flows and campaigns have separate trees.
CREATE TABLE folder (
  id INTEGER PRIMARY KEY,
  id_tenant INTEGER NOT NULL REFERENCES tenant(id),
  id_parent_folder INTEGER REFERENCES folder(id),
  kind TEXT NOT NULL CHECK (kind IN ('flow', 'campaign')),
  name TEXT NOT NULL,
  created TEXT NOT NULL
);
CREATE INDEX folder_tenant ON folder(id_tenant, kind, id_parent_folder, name);

-- Flows (call scripts) and components (call scripts with is_component = 1).
CREATE TABLE call_script (
  id INTEGER PRIMARY KEY,
  id_tenant INTEGER NOT NULL REFERENCES tenant(id),
  id_folder INTEGER REFERENCES folder(id) ON DELETE SET NULL,
  id_language INTEGER REFERENCES language(id),
  name TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  is_component INTEGER NOT NULL DEFAULT 0,
  channels INTEGER NOT NULL DEFAULT 1, -- bit flags VOICE 1, CHAT 2, RPA 4
  id_user_created INTEGER REFERENCES user(id),
  created TEXT NOT NULL,
  updated TEXT NOT NULL
);
CREATE INDEX call_script_tenant ON call_script(id_tenant, is_component, name);
CREATE INDEX call_script_tenant_updated ON call_script(id_tenant, is_component, updated);
CREATE INDEX call_script_folder ON call_script(id_folder);
CREATE INDEX call_script_language ON call_script(id_language);

CREATE TABLE call_script_version (
  id INTEGER PRIMARY KEY,
  id_call_script INTEGER NOT NULL REFERENCES call_script(id) ON DELETE CASCADE,
  version INTEGER NOT NULL,
  id_user INTEGER REFERENCES user(id), -- author
  created TEXT NOT NULL,
  tag TEXT,
  content TEXT NOT NULL DEFAULT '{}', -- JSON flow graph
  comment TEXT NOT NULL DEFAULT '',
  UNIQUE (id_call_script, version)
);

-- Components a flow uses (relations: assets / usedInFlows).
CREATE TABLE call_script_usage (
  id_call_script INTEGER NOT NULL REFERENCES call_script(id) ON DELETE CASCADE,
  id_component INTEGER NOT NULL REFERENCES call_script(id) ON DELETE CASCADE,
  PRIMARY KEY (id_call_script, id_component)
);
CREATE INDEX call_script_usage_component ON call_script_usage(id_component);

CREATE TABLE tag (
  id INTEGER PRIMARY KEY,
  id_tenant INTEGER NOT NULL REFERENCES tenant(id),
  name TEXT NOT NULL,
  colour TEXT NOT NULL, -- '#rrggbb'
  created TEXT NOT NULL,
  UNIQUE (id_tenant, name)
);

CREATE TABLE call_script_tag (
  id_call_script INTEGER NOT NULL REFERENCES call_script(id) ON DELETE CASCADE,
  id_tag INTEGER NOT NULL REFERENCES tag(id) ON DELETE CASCADE,
  PRIMARY KEY (id_call_script, id_tag)
);
CREATE INDEX call_script_tag_tag ON call_script_tag(id_tag);

CREATE TABLE grammar (
  id INTEGER PRIMARY KEY,
  id_tenant INTEGER NOT NULL REFERENCES tenant(id),
  id_language INTEGER REFERENCES language(id),
  name TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  kind TEXT NOT NULL DEFAULT 'keywords' CHECK (kind IN ('keywords', 'regex', 'srgs')),
  content TEXT NOT NULL DEFAULT '',
  created TEXT NOT NULL,
  updated TEXT NOT NULL,
  UNIQUE (id_tenant, name)
);
CREATE INDEX grammar_language ON grammar(id_language);

-- Grammars a flow uses (relations: assets).
CREATE TABLE call_script_grammar (
  id_call_script INTEGER NOT NULL REFERENCES call_script(id) ON DELETE CASCADE,
  id_grammar INTEGER NOT NULL REFERENCES grammar(id) ON DELETE CASCADE,
  PRIMARY KEY (id_call_script, id_grammar)
);
CREATE INDEX call_script_grammar_grammar ON call_script_grammar(id_grammar);
