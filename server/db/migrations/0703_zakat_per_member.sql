-- Zakat per person (issue 31, DESIGN §9, ADR 024): each household member has their own settings and payments, and
-- the settings gain receivables, a solar year and the silver bases. Every existing row becomes the household
-- owner's own member's (the only person a setting or payment could have meant before); nothing else changes.

ALTER TABLE zakat_settings ADD COLUMN member_id integer REFERENCES household_members (id) ON DELETE CASCADE;
UPDATE zakat_settings s SET member_id = m.id
  FROM households h JOIN household_members m ON m.household_id = h.id AND m.is_owner
 WHERE h.owner_id = s.user_id;
-- Every account has its household (migration 0601 gives one to each, old and new), so no row is left without a
-- member; were one left, SET NOT NULL stops the upgrade rather than lose it.
ALTER TABLE zakat_settings ALTER COLUMN member_id SET NOT NULL;
ALTER TABLE zakat_settings DROP CONSTRAINT zakat_settings_pkey;
ALTER TABLE zakat_settings ADD PRIMARY KEY (member_id);
-- user_id stays: the household owner, by whom every query is scoped.
CREATE INDEX zakat_settings_user_idx ON zakat_settings (user_id);

ALTER TABLE zakat_settings DROP CONSTRAINT zakat_settings_nisab_basis_check;
ALTER TABLE zakat_settings ADD CONSTRAINT zakat_settings_nisab_basis_check
  CHECK (nisab_basis IN ('gold_21', 'gold_24', 'silver', 'lower'));
ALTER TABLE zakat_settings ADD COLUMN year text NOT NULL DEFAULT 'lunar' CHECK (year IN ('lunar', 'solar'));
ALTER TABLE zakat_settings ADD COLUMN receivables_egp numeric(14, 6) NOT NULL DEFAULT 0
  CHECK (receivables_egp >= 0);

ALTER TABLE zakat_payments ADD COLUMN member_id integer REFERENCES household_members (id) ON DELETE CASCADE;
UPDATE zakat_payments p SET member_id = m.id
  FROM households h JOIN household_members m ON m.household_id = h.id AND m.is_owner
 WHERE h.owner_id = p.user_id;
ALTER TABLE zakat_payments ALTER COLUMN member_id SET NOT NULL;
-- A payment settles one member's hawl: two members may have one due on the same day.
ALTER TABLE zakat_payments DROP CONSTRAINT zakat_payments_user_id_hawl_due_on_key;
ALTER TABLE zakat_payments ADD CONSTRAINT zakat_payments_member_hawl_key UNIQUE (member_id, hawl_due_on);
CREATE INDEX zakat_payments_user_idx ON zakat_payments (user_id);
