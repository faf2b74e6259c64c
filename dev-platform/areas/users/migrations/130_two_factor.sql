-- Issue 32.1: real TOTP two-factor. `two_factor_enabled` stays the state lists show; these hold what proves it.
ALTER TABLE user ADD COLUMN totp_secret TEXT;       -- base32, set once the first code confirmed the enrolment
ALTER TABLE user ADD COLUMN totp_pending TEXT;      -- offered at enrolment, not yet confirmed
ALTER TABLE user ADD COLUMN totp_last_step INTEGER; -- last accepted 30 s step: a code is never accepted twice
CREATE TABLE user_recovery_code (
  id_user INTEGER NOT NULL REFERENCES user (id) ON DELETE CASCADE,
  code_hash TEXT NOT NULL,
  used TEXT,
  PRIMARY KEY (id_user, code_hash)
);
