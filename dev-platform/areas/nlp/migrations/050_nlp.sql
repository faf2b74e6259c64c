-- NLP tester (issue 16): datasets per language with categories (intents) and their example utterances, and the
-- models trained from one version of a dataset. A dataset's version grows with every change of its categories or
-- examples, so a model names the exact data it learnt from. The trained classifier is stored as JSON.
CREATE TABLE nlp_dataset (
  id INTEGER PRIMARY KEY,
  id_tenant INTEGER NOT NULL REFERENCES tenant(id) ON DELETE CASCADE,
  language TEXT NOT NULL,
  name TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  version INTEGER NOT NULL DEFAULT 1,
  updated TEXT NOT NULL,
  UNIQUE (id_tenant, language, name)
);

CREATE TABLE nlp_category (
  id INTEGER PRIMARY KEY,
  id_dataset INTEGER NOT NULL REFERENCES nlp_dataset(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  updated TEXT NOT NULL,
  UNIQUE (id_dataset, name)
);

CREATE TABLE nlp_example (
  id INTEGER PRIMARY KEY,
  id_category INTEGER NOT NULL REFERENCES nlp_category(id) ON DELETE CASCADE,
  text TEXT NOT NULL,
  created TEXT NOT NULL
);
CREATE INDEX nlp_example_category ON nlp_example(id_category);

CREATE TABLE nlp_model (
  id INTEGER PRIMARY KEY,
  id_tenant INTEGER NOT NULL REFERENCES tenant(id) ON DELETE CASCADE,
  id_dataset INTEGER NOT NULL REFERENCES nlp_dataset(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  dataset_version INTEGER NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('training', 'ready', 'failed')),
  accuracy REAL,
  train_count INTEGER NOT NULL DEFAULT 0,
  test_count INTEGER NOT NULL DEFAULT 0,
  confusion TEXT, -- JSON NlpConfusion
  classifier TEXT, -- JSON of the trained classifier
  id_task INTEGER REFERENCES task(id) ON DELETE SET NULL,
  created TEXT NOT NULL,
  trained TEXT
);
CREATE INDEX nlp_model_tenant ON nlp_model(id_tenant, created);
