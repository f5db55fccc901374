-- The per-request user check (server/auth/require-user.ts, server/household/access.ts) reads users, sessions,
-- households, household_roles and portfolio_revisions. Each instance keeps the rows it read in memory
-- (server/auth/user-check-cache.ts); these triggers tell every instance, in the transaction of the write itself,
-- whose rows changed: `NOTIFY user_check` with the affected user ids, comma-separated, or `*` for everyone (a
-- TRUNCATE). A notification is delivered at commit to every listening connection, and only if the write commits.
-- Nothing existing changes.

CREATE FUNCTION user_check_notify(ids integer[]) RETURNS void LANGUAGE sql AS $$
  SELECT pg_notify('user_check', string_agg(DISTINCT id::text, ','))
    FROM unnest(ids) AS id HAVING count(id) > 0
$$;

-- The account (active, e-mail, deletion).
CREATE FUNCTION user_check_user_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM user_check_notify(ARRAY[NEW.id]);
  ELSE
    PERFORM user_check_notify(ARRAY[OLD.id]);
  END IF;
  RETURN NULL;
END
$$;

-- A row naming a user: a sign-in (revoked, new, removed) or a role in a household.
CREATE FUNCTION user_check_user_row_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM user_check_notify(ARRAY[NEW.user_id]);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM user_check_notify(ARRAY[OLD.user_id]);
  ELSE
    PERFORM user_check_notify(ARRAY[OLD.user_id, NEW.user_id]);
  END IF;
  RETURN NULL;
END
$$;

-- A household (its name, its deletion): its owner and everyone with a role in it.
CREATE FUNCTION user_check_household_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  h households;
BEGIN
  IF TG_OP = 'DELETE' THEN h := OLD; ELSE h := NEW; END IF;
  PERFORM user_check_notify(
    ARRAY[h.owner_id] || ARRAY(SELECT r.user_id FROM household_roles r WHERE r.household_id = h.id));
  RETURN NULL;
END
$$;

-- A portfolio revision (every write to a ledger): everyone with a role in the household of the ledger's owner.
CREATE FUNCTION user_check_revision_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ledger_owner integer;
BEGIN
  IF TG_OP = 'DELETE' THEN ledger_owner := OLD.user_id; ELSE ledger_owner := NEW.user_id; END IF;
  PERFORM user_check_notify(
    ARRAY[ledger_owner] || ARRAY(SELECT r.user_id FROM household_roles r JOIN households h ON h.id = r.household_id
                            WHERE h.owner_id = ledger_owner));
  RETURN NULL;
END
$$;

CREATE FUNCTION user_check_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('user_check', '*');
  RETURN NULL;
END
$$;

CREATE TRIGGER users_user_check AFTER INSERT OR UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION user_check_user_changed();
CREATE TRIGGER sessions_user_check AFTER INSERT OR UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION user_check_user_row_changed();
CREATE TRIGGER household_roles_user_check AFTER INSERT OR UPDATE OR DELETE ON household_roles
  FOR EACH ROW EXECUTE FUNCTION user_check_user_row_changed();
CREATE TRIGGER households_user_check AFTER INSERT OR UPDATE OR DELETE ON households
  FOR EACH ROW EXECUTE FUNCTION user_check_household_changed();
CREATE TRIGGER portfolio_revisions_user_check AFTER INSERT OR UPDATE OR DELETE ON portfolio_revisions
  FOR EACH ROW EXECUTE FUNCTION user_check_revision_changed();

CREATE TRIGGER users_user_check_truncate AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION user_check_truncated();
CREATE TRIGGER sessions_user_check_truncate AFTER TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION user_check_truncated();
CREATE TRIGGER household_roles_user_check_truncate AFTER TRUNCATE ON household_roles
  FOR EACH STATEMENT EXECUTE FUNCTION user_check_truncated();
CREATE TRIGGER households_user_check_truncate AFTER TRUNCATE ON households
  FOR EACH STATEMENT EXECUTE FUNCTION user_check_truncated();
CREATE TRIGGER portfolio_revisions_user_check_truncate AFTER TRUNCATE ON portfolio_revisions
  FOR EACH STATEMENT EXECUTE FUNCTION user_check_truncated();
