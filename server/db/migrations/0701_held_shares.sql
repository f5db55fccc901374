-- Shares held by a password reset (issue 30 finding 2, docs/decisions/022): a reset ends every session of the
-- account, and with them the authority of whoever was signed in; a share granted by one of those sessions must not
-- go on silently. Shares do not record which session granted them, so (unknown = ask) a reset moves every share of
-- the person's household here: access ends at once (the access check reads household_roles only), and the owner
-- decides, share by share, to keep it (moved back) or end it (deleted). A new, empty table: no existing row changes.
CREATE TABLE household_roles_held (
  household_id integer NOT NULL REFERENCES households (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('editor', 'viewer')),
  -- The share's own uuid and start, kept so that "keep" restores it as it was.
  uuid uuid NOT NULL UNIQUE,
  created_at timestamptz NOT NULL,
  held_at timestamptz NOT NULL,
  PRIMARY KEY (household_id, user_id)
);
