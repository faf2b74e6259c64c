-- Issue 37.15: each audited write records the fields it changed, before and after (JSON array of
-- {field, before, after}); null for entries that carry none (seeded history, bulk actions).
ALTER TABLE audit_entry ADD COLUMN changes TEXT;
