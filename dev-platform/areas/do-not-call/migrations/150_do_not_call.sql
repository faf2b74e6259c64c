-- Do-not-call lists (issue 35): tenant-level lists of E.164 numbers, each number listed until its expiry day
-- (inclusive, UTC; NULL: for good). A number appears once per list.
CREATE TABLE do_not_call_list (
  id INTEGER PRIMARY KEY,
  id_tenant INTEGER NOT NULL REFERENCES tenant(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  created TEXT NOT NULL,
  updated TEXT NOT NULL
);
CREATE UNIQUE INDEX do_not_call_list_name ON do_not_call_list(id_tenant, name COLLATE NOCASE);

CREATE TABLE do_not_call_number (
  id INTEGER PRIMARY KEY,
  id_list INTEGER NOT NULL REFERENCES do_not_call_list(id) ON DELETE CASCADE,
  phone TEXT NOT NULL,
  expires TEXT,
  note TEXT NOT NULL DEFAULT '',
  created TEXT NOT NULL
);
CREATE UNIQUE INDEX do_not_call_number_phone ON do_not_call_number(id_list, phone);
CREATE INDEX do_not_call_number_lookup ON do_not_call_number(phone);
