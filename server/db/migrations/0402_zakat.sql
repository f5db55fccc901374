-- Zakat (issue 16, DESIGN §9): the person's settings and the zakat they recorded as paid. New tables only.

-- One row per person who changed a setting; without a row the defaults apply (the common positions).
CREATE TABLE zakat_settings (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  nisab_basis text NOT NULL DEFAULT 'gold_21' CHECK (nisab_basis IN ('gold_21', 'gold_24')),
  hawl_rule text NOT NULL DEFAULT 'continuous' CHECK (hawl_rule IN ('continuous', 'start_and_end')),
  jewellery text NOT NULL DEFAULT 'exempt' CHECK (jewellery IN ('exempt', 'included')),
  -- Same limits as a transaction's amounts (the API checks them first).
  cash_egp numeric(14, 6) NOT NULL DEFAULT 0 CHECK (cash_egp >= 0),
  debts_egp numeric(14, 6) NOT NULL DEFAULT 0 CHECK (debts_egp >= 0),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- A payment settles one hawl: the next one starts on its due day.
CREATE TABLE zakat_payments (
  uuid uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  paid_on date NOT NULL,
  amount numeric(14, 6) NOT NULL CHECK (amount > 0),
  hawl_started_on date NOT NULL,
  hawl_due_on date NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (hawl_started_on < hawl_due_on),
  UNIQUE (user_id, hawl_due_on)
);
