-- Billing (issue 15): tariff prices per period, fees in minor units per application, and the usage computed from
-- the dial logs by the recalculation. Money is stored in integer minor units (cents); the REAL columns of 003/004
-- stay for older readers and are no longer written by billing.

-- The prices of a tariff over time: periods of one tariff never overlap (checked by the API); validFrom/validTo are
-- calendar days, both included, validTo NULL is open-ended.
CREATE TABLE tariff_period (
  id INTEGER PRIMARY KEY,
  id_tariff INTEGER NOT NULL REFERENCES tariff(id) ON DELETE CASCADE,
  price_per_minute INTEGER NOT NULL DEFAULT 0 CHECK (price_per_minute >= 0), -- minor units per minute
  price_per_call INTEGER NOT NULL DEFAULT 0 CHECK (price_per_call >= 0), -- minor units per charged call
  rounding TEXT NOT NULL DEFAULT 'second' CHECK (rounding IN ('second', 'minute')),
  valid_from TEXT NOT NULL,
  valid_to TEXT,
  created TEXT NOT NULL,
  CHECK (valid_to IS NULL OR valid_to >= valid_from)
);
CREATE INDEX tariff_period_tariff ON tariff_period(id_tariff, valid_from);

ALTER TABLE fee ADD COLUMN amount_minor INTEGER NOT NULL DEFAULT 0;
ALTER TABLE fee ADD COLUMN app TEXT NOT NULL DEFAULT 'voicebot';

-- What the recalculation wrote: per tenant, application, line and UTC day; revenue from the tariffs, costs by kind.
CREATE TABLE billing_usage (
  id_tenant INTEGER NOT NULL REFERENCES tenant(id),
  app TEXT NOT NULL,
  id_line INTEGER NOT NULL REFERENCES line(id) ON DELETE CASCADE,
  day TEXT NOT NULL, -- YYYY-MM-DD (UTC)
  calls INTEGER NOT NULL,
  seconds INTEGER NOT NULL,
  billed_seconds INTEGER NOT NULL,
  revenue INTEGER NOT NULL,
  cost_carrier INTEGER NOT NULL,
  cost_speech INTEGER NOT NULL,
  cost_platform INTEGER NOT NULL,
  PRIMARY KEY (id_tenant, app, day, id_line)
);
CREATE INDEX billing_usage_line ON billing_usage(id_line, day);
