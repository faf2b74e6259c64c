-- Transcript search (issue 34.4, application configuration `fullText`): the words of the robot, human and agent
-- turns (event types ROBOT 3, HUMAN 5, AGENT 16) in an FTS5 index over conversation_event (external content: the
-- texts are stored once), kept in step by triggers whoever writes the events, and filled from the existing ones.
CREATE VIRTUAL TABLE conversation_transcript USING fts5(
  text,
  content = 'conversation_event',
  content_rowid = 'id',
  tokenize = 'unicode61 remove_diacritics 2'
);

CREATE TRIGGER conversation_transcript_insert AFTER INSERT ON conversation_event
WHEN new.type IN (3, 5, 16) BEGIN
  INSERT INTO conversation_transcript (rowid, text) VALUES (new.id, new.text);
END;

CREATE TRIGGER conversation_transcript_delete AFTER DELETE ON conversation_event
WHEN old.type IN (3, 5, 16) BEGIN
  INSERT INTO conversation_transcript (conversation_transcript, rowid, text) VALUES ('delete', old.id, old.text);
END;

CREATE TRIGGER conversation_transcript_update AFTER UPDATE OF type, text ON conversation_event BEGIN
  INSERT INTO conversation_transcript (conversation_transcript, rowid, text)
    SELECT 'delete', old.id, old.text WHERE old.type IN (3, 5, 16);
  INSERT INTO conversation_transcript (rowid, text) SELECT new.id, new.text WHERE new.type IN (3, 5, 16);
END;

INSERT INTO conversation_transcript (rowid, text)
  SELECT id, text FROM conversation_event WHERE type IN (3, 5, 16);
