-- Campaigns (issue 13): progress, the parts' own columns the lists filter on, contacts, status history, imports.

ALTER TABLE campaign ADD COLUMN processed INTEGER NOT NULL DEFAULT 0; -- contacts processed so far
ALTER TABLE campaign ADD COLUMN target_kind INTEGER NOT NULL DEFAULT 0 CHECK (target_kind IN (0, 1)); -- CAMPAIGN 0, LINE 1
ALTER TABLE campaign ADD COLUMN billing_mode INTEGER NOT NULL DEFAULT 2 CHECK (billing_mode IN (1, 2)); -- PER_TIME 1, PER_CALL 2
CREATE INDEX campaign_status_running ON campaign(status);

CREATE TABLE campaign_contact (
  id INTEGER PRIMARY KEY,
  id_campaign INTEGER NOT NULL REFERENCES campaign(id) ON DELETE CASCADE,
  phone TEXT NOT NULL,
  firstname TEXT NOT NULL DEFAULT '',
  lastname TEXT NOT NULL DEFAULT '',
  email TEXT NOT NULL DEFAULT '',
  created TEXT NOT NULL
);
CREATE INDEX campaign_contact_campaign ON campaign_contact(id_campaign, id);

-- Who changed a campaign's status and when; id_user NULL: the platform (progress timer, review).
CREATE TABLE campaign_status_change (
  id INTEGER PRIMARY KEY,
  id_campaign INTEGER NOT NULL REFERENCES campaign(id) ON DELETE CASCADE,
  from_status INTEGER,
  to_status INTEGER NOT NULL,
  id_user INTEGER REFERENCES user(id) ON DELETE SET NULL,
  created TEXT NOT NULL
);
CREATE INDEX campaign_status_change_campaign ON campaign_status_change(id_campaign, created);

-- A contacts import run as a background task, with its per-row report (JSON list of refused rows).
CREATE TABLE campaign_contact_import (
  id INTEGER PRIMARY KEY,
  id_campaign INTEGER NOT NULL REFERENCES campaign(id) ON DELETE CASCADE,
  id_task INTEGER, -- NULL for seeded imports
  file_name TEXT NOT NULL,
  imported INTEGER NOT NULL DEFAULT 0,
  rejected INTEGER NOT NULL DEFAULT 0,
  failure TEXT,
  errors TEXT NOT NULL DEFAULT '[]',
  created TEXT NOT NULL
);
CREATE INDEX campaign_contact_import_campaign ON campaign_contact_import(id_campaign, id);
