-- Issue 10: lists sort by joined names through groups of the base table (dev-platform/api/listGroups.ts): the rows
-- are counted per reference (line, campaign, flow, user) and a page is read from one reference's rows in the default
-- sort's order. These indexes replace the plain reference indexes with ones that also carry the tiebreaker and the
-- tenant (as in migration 100), so both the counts and the pages of a multi-tenant scope (`+id_tenant IN (…)`) are
-- answered from the index alone.
DROP INDEX dial_log_line;
CREATE INDEX dial_log_line_page ON dial_log(id_line, start, id, id_tenant);
DROP INDEX dial_log_campaign;
CREATE INDEX dial_log_campaign_page ON dial_log(id_campaign, start, id, id_tenant);
DROP INDEX dial_log_call_script;
CREATE INDEX dial_log_call_script_page ON dial_log(id_call_script, start, id, id_tenant);
DROP INDEX audit_entry_user;
CREATE INDEX audit_entry_user_page ON audit_entry(id_user, time, id, id_tenant);

-- Only a few calls have a conversation: the guid lookups (`d.guid = c.guid`) need those alone.
DROP INDEX dial_log_guid;
CREATE INDEX dial_log_guid_linked ON dial_log(guid) WHERE guid IS NOT NULL;

-- The other columns the lists offer to sort by. The audit log's (entity, entity_id) index served no query (the entity
-- filter reads audit_entry_entity_page): the entity id's sort takes its place.
CREATE INDEX dial_log_process_page ON dial_log(process_kind, start, id, id_tenant);
CREATE INDEX dial_log_caller_page ON dial_log(caller, id, id_tenant);
CREATE INDEX dial_log_callee_page ON dial_log(callee, id, id_tenant);
DROP INDEX audit_entry_entity;
CREATE INDEX audit_entry_entity_id_page ON audit_entry(entity_id, id, id_tenant);
CREATE INDEX conversation_process_page ON conversation(process_kind, started, guid, id_tenant);
CREATE INDEX conversation_language_page ON conversation(language, started, guid, id_tenant);
CREATE INDEX conversation_caller_page ON conversation(caller, guid, id_tenant);
CREATE INDEX conversation_callee_page ON conversation(callee, guid, id_tenant);
CREATE INDEX conversation_ended_page ON conversation(ended, guid, id_tenant);
