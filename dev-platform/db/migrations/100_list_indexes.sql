-- Issue 10: the big lists at a million rows. Each index matches a list's sort (or an equality filter followed by the
-- default sort) and ends with the tiebreaker and the tenant, so a page is found, counted and skipped to inside the
-- index alone: the scope (`+id_tenant IN (…)`) is checked without reading the rows.

-- Dial logs: newest first; by call result; by duration (the sorts and filters of the dial-log tabs).
CREATE INDEX dial_log_start_page ON dial_log(start, id, id_tenant);
CREATE INDEX dial_log_result_page ON dial_log(result, start, id, id_tenant);
CREATE INDEX dial_log_duration_page ON dial_log(duration, id, id_tenant);

-- Audit log: newest first; by action; by entity.
CREATE INDEX audit_entry_time_page ON audit_entry(time, id, id_tenant);
CREATE INDEX audit_entry_action_page ON audit_entry(action, time, id, id_tenant);
CREATE INDEX audit_entry_entity_page ON audit_entry(entity, time, id, id_tenant);

-- Conversations: newest first; by call result; by duration.
CREATE INDEX conversation_started_page ON conversation(started, guid, id_tenant);
CREATE INDEX conversation_result_page ON conversation(result, started, guid, id_tenant);
CREATE INDEX conversation_duration_page ON conversation(duration, guid, id_tenant);
