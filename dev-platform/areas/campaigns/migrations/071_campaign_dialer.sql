-- Campaign dialer (issue 35): the dialer part, and each contact's zone, state, attempts and why it waits.

ALTER TABLE campaign ADD COLUMN dialer TEXT NOT NULL DEFAULT '{}'; -- JSON: mode, agents, pacing, maxAbandonRate, doNotCallListIds

ALTER TABLE campaign_contact ADD COLUMN time_zone TEXT; -- IANA zone; NULL: from the number, else the campaign's
ALTER TABLE campaign_contact ADD COLUMN state INTEGER NOT NULL DEFAULT 0; -- contactState: PENDING 0 .. BLOCKED 6
ALTER TABLE campaign_contact ADD COLUMN attempts INTEGER NOT NULL DEFAULT 0;
ALTER TABLE campaign_contact ADD COLUMN last_result INTEGER; -- callResult
ALTER TABLE campaign_contact ADD COLUMN next_attempt_at TEXT; -- earliest retry (ISO instant)
ALTER TABLE campaign_contact ADD COLUMN wait_reason TEXT; -- why it is not dialled now
ALTER TABLE campaign_contact ADD COLUMN next_allowed_at TEXT; -- when it may be dialled next (ISO instant)
CREATE INDEX campaign_contact_state ON campaign_contact(id_campaign, state);
