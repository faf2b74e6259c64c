-- Conversations (issue 12): the state of a call in progress (NULL once it ended) for the live ongoing-calls screen,
-- and the conversation a linked one belongs to (a transfer's agent leg, a subflow run as its own conversation), so
-- the details can merge them into one timeline (fullConversations=true).
ALTER TABLE conversation ADD COLUMN state TEXT CHECK (state IN ('ringing', 'talking', 'transferring'));
ALTER TABLE conversation ADD COLUMN id_parent TEXT REFERENCES conversation(guid) ON DELETE SET NULL;
ALTER TABLE conversation ADD COLUMN link_kind TEXT CHECK (link_kind IN ('transfer', 'subflow'));
CREATE INDEX conversation_parent ON conversation(id_parent) WHERE id_parent IS NOT NULL;
UPDATE conversation SET state = 'talking' WHERE ended IS NULL;
