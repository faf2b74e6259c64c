-- Transcript search (issue 34.4, application configuration `fullText`): one FTS5 document per conversation (its
-- rowid) holding the words of its robot, human and agent turns (event types ROBOT 3, HUMAN 5, AGENT 16), one turn a
-- line in event order, so a search finds conversations (not turns) straight from the index. Triggers keep it in
-- step whoever writes the events; the existing conversations are indexed here. (The platform never VACUUMs, which
-- could renumber the rowids of a table without an INTEGER PRIMARY KEY.)
CREATE VIRTUAL TABLE conversation_transcript USING fts5(text, tokenize = 'unicode61 remove_diacritics 2');

-- A new turn is appended to its conversation's document.
CREATE TRIGGER conversation_transcript_insert AFTER INSERT ON conversation_event
WHEN new.type IN (3, 5, 16) BEGIN
  INSERT OR REPLACE INTO conversation_transcript (rowid, text)
    SELECT c.rowid, COALESCE((SELECT t.text || char(10) FROM conversation_transcript t WHERE t.rowid = c.rowid), '')
      || new.text
    FROM conversation c WHERE c.guid = new.guid;
END;

-- A changed or removed turn rewrites its conversation's document from the turns left (none: no document).
CREATE TRIGGER conversation_transcript_delete AFTER DELETE ON conversation_event
WHEN old.type IN (3, 5, 16) BEGIN
  DELETE FROM conversation_transcript WHERE rowid = (SELECT rowid FROM conversation WHERE guid = old.guid);
  INSERT INTO conversation_transcript (rowid, text)
    SELECT c.rowid, turns.text FROM conversation c,
      (SELECT group_concat(text, char(10)) AS text FROM
        (SELECT text FROM conversation_event WHERE guid = old.guid AND type IN (3, 5, 16) ORDER BY seq)) turns
    WHERE c.guid = old.guid AND turns.text IS NOT NULL;
END;

CREATE TRIGGER conversation_transcript_update AFTER UPDATE OF type, text ON conversation_event
WHEN old.type IN (3, 5, 16) OR new.type IN (3, 5, 16) BEGIN
  DELETE FROM conversation_transcript WHERE rowid = (SELECT rowid FROM conversation WHERE guid = new.guid);
  INSERT INTO conversation_transcript (rowid, text)
    SELECT c.rowid, turns.text FROM conversation c,
      (SELECT group_concat(text, char(10)) AS text FROM
        (SELECT text FROM conversation_event WHERE guid = new.guid AND type IN (3, 5, 16) ORDER BY seq)) turns
    WHERE c.guid = new.guid AND turns.text IS NOT NULL;
END;

CREATE TRIGGER conversation_transcript_forget AFTER DELETE ON conversation BEGIN
  DELETE FROM conversation_transcript WHERE rowid = old.rowid;
END;

INSERT INTO conversation_transcript (rowid, text)
  SELECT c.rowid, turns.text FROM conversation c JOIN
    (SELECT guid, group_concat(text, char(10)) AS text FROM
      (SELECT guid, text FROM conversation_event WHERE type IN (3, 5, 16) ORDER BY guid, seq) GROUP BY guid) turns
    ON turns.guid = c.guid;
