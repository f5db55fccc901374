-- Price alerts and the one notification outbox (DESIGN §11, issue 18).
-- Every message a person receives starts as one row of notification_outbox, written in the transaction that
-- decides to send it, under a unique key (`alert:{id}:{firing}` now, `report:{user}:{YYYY-MM}` for the
-- monthly reports later), so several instances, restarts or the same snapshot seen twice send it once.

CREATE TABLE price_alerts (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  uuid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- A field name of the market answer (gold_24_buy … gold_ounce_price) or a currency code.
  instrument text NOT NULL CHECK (instrument IN (
    'gold_24_buy', 'gold_24_sell', 'gold_21_buy', 'gold_21_sell', 'gold_18_buy', 'gold_18_sell',
    'gold_14_buy', 'gold_14_sell', 'gold_pound_buy', 'gold_ounce_price',
    'USD', 'EUR', 'GBP', 'SAR', 'AED', 'KWD', 'CAD', 'CHF', 'JPY', 'CNY', 'AUD')),
  condition text NOT NULL CHECK (condition IN ('above', 'below', 'change_pct')),
  threshold numeric(20, 8) NOT NULL CHECK (threshold > 0),
  state text NOT NULL DEFAULT 'armed' CHECK (state IN ('armed', 'fired', 'paused')),
  fired_at timestamptz,
  -- How many times it fired: the firing number in the outbox key, so a re-armed alert gets a new key.
  firings integer NOT NULL DEFAULT 0,
  -- The Cairo day of the last firing: a % move alert re-arms itself on the next day.
  fired_day date,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX price_alerts_user_idx ON price_alerts (user_id, id);
CREATE INDEX price_alerts_instrument_idx ON price_alerts (instrument) WHERE state <> 'paused';

-- The alert's history: one row per firing, with the price that crossed.
CREATE TABLE alert_firings (
  alert_id integer NOT NULL REFERENCES price_alerts (id) ON DELETE CASCADE,
  firing integer NOT NULL,
  snapshot_id integer NOT NULL REFERENCES price_snapshots (id) ON DELETE CASCADE,
  price numeric(20, 8) NOT NULL,
  fired_at timestamptz NOT NULL,
  PRIMARY KEY (alert_id, firing)
);

-- The in-app list (GET /api/notifications/). What it says is copied in, so it survives the alert's deletion.
CREATE TABLE notifications (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  uuid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('price_alert', 'monthly_report')),
  -- The same unique key as the outbox row: one firing, one notification.
  key text NOT NULL UNIQUE,
  payload jsonb NOT NULL,
  read boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL
);
CREATE INDEX notifications_user_idx ON notifications (user_id, created_at DESC, id DESC);

-- The one outbox: a sender on the elected instance delivers pending rows and retries failures with backoff.
CREATE TABLE notification_outbox (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  key text NOT NULL UNIQUE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('alert_email', 'monthly_report_email')),
  payload jsonb NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL,
  last_error text,
  created_at timestamptz NOT NULL,
  sent_at timestamptz
);
CREATE INDEX notification_outbox_pending_idx ON notification_outbox (next_attempt_at) WHERE status = 'pending';
