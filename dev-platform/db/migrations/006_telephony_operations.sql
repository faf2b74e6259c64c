-- Telephony operations (issue 8): when a module or line was last restarted, and a line's queue settings beyond its
-- size ({ maxWaitSeconds, announcePosition } as JSON; the size stays in line.queue_size).
ALTER TABLE dial_module ADD COLUMN last_restart TEXT;
ALTER TABLE line ADD COLUMN last_restart TEXT;
ALTER TABLE line ADD COLUMN queue_settings TEXT NOT NULL DEFAULT '{}';
-- Ongoing conversations of a line (ended IS NULL) are read per line.
CREATE INDEX conversation_line_ongoing ON conversation(id_line) WHERE ended IS NULL;
