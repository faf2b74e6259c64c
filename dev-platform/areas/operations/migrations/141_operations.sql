-- Operations (issue 34): when a call left the queue (answered), who else is on it (supervisors, an attended
-- transfer's consultation leg), a line restarting (refuses calls until then), and the service-level breaches
-- the wallboard shows and the bell announced once each.
ALTER TABLE conversation ADD COLUMN answered TEXT;
ALTER TABLE conversation ADD COLUMN participants TEXT;
ALTER TABLE line ADD COLUMN restarting_until TEXT;
CREATE TABLE service_level_breach (
  id INTEGER PRIMARY KEY,
  id_tenant INTEGER NOT NULL REFERENCES tenant(id) ON DELETE CASCADE,
  id_line INTEGER NOT NULL REFERENCES line(id) ON DELETE CASCADE,
  since TEXT NOT NULL,
  ended TEXT
);
CREATE UNIQUE INDEX service_level_breach_open ON service_level_breach(id_line) WHERE ended IS NULL;
