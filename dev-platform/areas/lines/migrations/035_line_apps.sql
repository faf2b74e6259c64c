-- Billing for every licensed application (issue 15): the application a line serves (its calls, chats, e-mails or
-- assisted calls are billed to that application's account). NULL: derived from the line's dial module
-- (LiveTranslate modules serve live translate, every other module the voicebot).
ALTER TABLE line ADD COLUMN app TEXT
  CHECK (app IS NULL OR app IN ('voicebot', 'chatbot', 'emailbot', 'live-translate', 'agent-assist'));
