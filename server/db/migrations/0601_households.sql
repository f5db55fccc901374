-- Households (issue 17; DESIGN §10): an account owns one household; a household has members (people whose gold it
-- records, with no login of their own) and may be shared with other accounts as viewer or editor. Every
-- transaction belongs to one member; balances and zakat are per member.
--
-- The ledger stays keyed by the household owner's user id (transactions.user_id, portfolio_revisions, the write
-- lock), so one household is one ledger; a transaction's member says whose gold it is.

CREATE TABLE households (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  uuid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  -- One household per account; deleting the account deletes the household and ends every share.
  owner_id integer NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 100),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE household_members (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  uuid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  household_id integer NOT NULL REFERENCES households (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 100),
  relation text NOT NULL CHECK (relation IN ('self', 'spouse', 'child', 'parent', 'other')),
  -- '#rrggbb', lower case.
  colour text NOT NULL CHECK (colour ~ '^#[0-9a-f]{6}$'),
  created_at timestamptz NOT NULL DEFAULT now(),
  -- The owner's own member is the household's first; it is never deleted while the household lives.
  is_owner boolean NOT NULL DEFAULT false
);
CREATE INDEX household_members_household_idx ON household_members (household_id, id);
CREATE UNIQUE INDEX household_members_one_owner_idx ON household_members (household_id) WHERE is_owner;

-- Who holds a role in a household: its owner ('owner') and the people it is shared with.
CREATE TABLE household_roles (
  household_id integer NOT NULL REFERENCES households (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('owner', 'editor', 'viewer')),
  uuid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (household_id, user_id)
);
CREATE INDEX household_roles_user_idx ON household_roles (user_id);

-- Pending invitations to a household: single use, 7 days, the token stored hashed (SHA-256 hex).
CREATE TABLE household_invitations (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  uuid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  household_id integer NOT NULL REFERENCES households (id) ON DELETE CASCADE,
  email text NOT NULL CHECK (email = lower(btrim(email)) AND email <> ''),
  role text NOT NULL CHECK (role IN ('editor', 'viewer')),
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  accepted_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX household_invitations_household_idx ON household_invitations (household_id);

-- Every existing account gets its household, its own member and its owner role.
INSERT INTO households (owner_id, name) SELECT id, split_part(email, '@', 1) FROM users ORDER BY id;
INSERT INTO household_members (household_id, name, relation, colour, is_owner)
  SELECT h.id, h.name, 'self', '#c9a227', true FROM households h ORDER BY h.id;
INSERT INTO household_roles (household_id, user_id, role) SELECT id, owner_id, 'owner' FROM households;

-- A new account gets the same, in the statement that creates it (sign-up, Google, the admin CLI alike).
CREATE FUNCTION households_for_new_user() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  household integer;
BEGIN
  INSERT INTO households (owner_id, name) VALUES (NEW.id, left(split_part(NEW.email, '@', 1), 100))
    RETURNING id INTO household;
  INSERT INTO household_members (household_id, name, relation, colour, is_owner)
    VALUES (household, left(split_part(NEW.email, '@', 1), 100), 'self', '#c9a227', true);
  INSERT INTO household_roles (household_id, user_id, role) VALUES (household, NEW.id, 'owner');
  RETURN NEW;
END $$;
CREATE TRIGGER users_household AFTER INSERT ON users FOR EACH ROW EXECUTE FUNCTION households_for_new_user();

-- Whose gold each transaction is; who created it and who last changed it (NULL for rows written before this, and
-- once that person's account is deleted: an editor leaving Dahabi takes none of the household's records along).
ALTER TABLE transactions
  -- Cascade: a member with transactions is never removed by the API (move them first), so only the household's
  -- own deletion (its owner's account) takes a member's transactions with it.
  ADD COLUMN member_id integer REFERENCES household_members (id) ON DELETE CASCADE,
  ADD COLUMN created_by integer REFERENCES users (id) ON DELETE SET NULL,
  ADD COLUMN updated_by integer REFERENCES users (id) ON DELETE SET NULL;

UPDATE transactions t SET member_id = m.id
  FROM households h JOIN household_members m ON m.household_id = h.id AND m.is_owner
 WHERE h.owner_id = t.user_id;

-- A writer that names no member records the owner's own (the CSV import, the legacy alias, older code).
CREATE FUNCTION transactions_default_member() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.member_id IS NULL THEN
    SELECT m.id INTO NEW.member_id
      FROM households h JOIN household_members m ON m.household_id = h.id AND m.is_owner
     WHERE h.owner_id = NEW.user_id;
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER transactions_member BEFORE INSERT ON transactions
  FOR EACH ROW EXECUTE FUNCTION transactions_default_member();

ALTER TABLE transactions ALTER COLUMN member_id SET NOT NULL;
-- Per-member balance checks (ledger-check.ts) read one member's asset history from an instant on.
CREATE INDEX transactions_member_asset_timestamp_idx ON transactions (member_id, asset_id, "timestamp");
