-- Flows and components (issue 11): process kind (SPEC §3 ROUTING 0 … TESTING 3), the component kind of components
-- (component 1, subflow 2, voice 3), who changed a call script last, and the variables a call script uses.
ALTER TABLE call_script ADD COLUMN process_kind INTEGER NOT NULL DEFAULT 1;
ALTER TABLE call_script ADD COLUMN component_kind INTEGER;
ALTER TABLE call_script ADD COLUMN id_user_modified INTEGER REFERENCES user(id);

CREATE TABLE call_script_variable (
  id_call_script INTEGER NOT NULL REFERENCES call_script(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  PRIMARY KEY (id_call_script, name)
);

-- Folder trees are read by parent; campaigns use the same table with kind 'campaign'.
CREATE INDEX folder_parent ON folder(id_parent_folder);
