-- Audio assets (issue 33.6): recordings a flow's playAudio nodes play, by name within the tenant, and the flows whose
-- current version plays them (kept by the flows' relation sync, like call_script_grammar).
CREATE TABLE audio_asset (
  id INTEGER PRIMARY KEY,
  id_tenant INTEGER NOT NULL REFERENCES tenant(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  mime_type TEXT NOT NULL,
  size_bytes INTEGER NOT NULL,
  duration_ms INTEGER,
  content BLOB NOT NULL,
  created TEXT NOT NULL,
  updated TEXT NOT NULL,
  UNIQUE (id_tenant, name)
);

CREATE TABLE call_script_audio (
  id_call_script INTEGER NOT NULL REFERENCES call_script(id) ON DELETE CASCADE,
  id_audio_asset INTEGER NOT NULL REFERENCES audio_asset(id) ON DELETE CASCADE,
  PRIMARY KEY (id_call_script, id_audio_asset)
);
CREATE INDEX call_script_audio_asset ON call_script_audio(id_audio_asset);
