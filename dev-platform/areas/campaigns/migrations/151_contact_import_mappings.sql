-- Saved column mappings of the contact import wizard (issue 35), per tenant: header text -> contact field (JSON).
CREATE TABLE contact_import_mapping (
  id INTEGER PRIMARY KEY,
  id_tenant INTEGER NOT NULL REFERENCES tenant(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  mapping TEXT NOT NULL,
  created TEXT NOT NULL
);
CREATE UNIQUE INDEX contact_import_mapping_name ON contact_import_mapping(id_tenant, name COLLATE NOCASE);
