-- Prices (DESIGN §4.2, §5): one row per price reading, its exchange rates beside it.
-- Money is numeric, never float. `buy` is what a dealer pays for a gram, `sell` what a dealer charges.

CREATE TABLE price_snapshots (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- When the prices were taken (what `last_updated` reports), not when we stored them.
  taken_at timestamptz NOT NULL,
  source text NOT NULL CHECK (source IN ('live', 'manual', 'reference')),
  fetched_at timestamptz NOT NULL DEFAULT now(),
  gold_24_buy numeric(14, 2) NOT NULL CHECK (gold_24_buy > 0),
  gold_24_sell numeric(14, 2) NOT NULL CHECK (gold_24_sell > 0),
  gold_21_buy numeric(14, 2) NOT NULL CHECK (gold_21_buy > 0),
  gold_21_sell numeric(14, 2) NOT NULL CHECK (gold_21_sell > 0),
  gold_18_buy numeric(14, 2) NOT NULL CHECK (gold_18_buy > 0),
  gold_18_sell numeric(14, 2) NOT NULL CHECK (gold_18_sell > 0),
  -- 14k is optional (spec §3); both sides or neither.
  gold_14_buy numeric(14, 2) CHECK (gold_14_buy > 0),
  gold_14_sell numeric(14, 2) CHECK (gold_14_sell > 0),
  -- Zero means "not quoted" (spec §4 shows these lines only when above zero).
  gold_pound_buy numeric(14, 2) NOT NULL CHECK (gold_pound_buy >= 0),
  gold_ounce_usd numeric(14, 2) NOT NULL CHECK (gold_ounce_usd >= 0),
  CONSTRAINT price_snapshots_14k_both CHECK ((gold_14_buy IS NULL) = (gold_14_sell IS NULL)),
  -- The same reading is never stored twice (the poller and the importers insert with ON CONFLICT DO NOTHING).
  CONSTRAINT price_snapshots_source_taken_at_key UNIQUE (source, taken_at)
);

-- The latest snapshot.
CREATE INDEX price_snapshots_latest_idx ON price_snapshots (taken_at DESC, id DESC);

-- The last snapshot of each Cairo day (daily closes for the portfolio chart).
CREATE INDEX price_snapshots_cairo_day_idx
  ON price_snapshots (((taken_at AT TIME ZONE 'Africa/Cairo')::date), taken_at DESC, id DESC);

CREATE TABLE currency_rates (
  snapshot_id integer NOT NULL REFERENCES price_snapshots (id) ON DELETE CASCADE,
  code text NOT NULL CHECK (code IN ('USD', 'EUR', 'GBP', 'SAR', 'AED', 'KWD', 'CAD', 'CHF', 'JPY', 'CNY', 'AUD')),
  -- EGP for one unit of the currency.
  value numeric(20, 8) NOT NULL CHECK (value > 0),
  PRIMARY KEY (snapshot_id, code)
);
