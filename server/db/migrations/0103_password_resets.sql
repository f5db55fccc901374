-- Password reset links (issue 13, docs/decisions/012-session-rules.md): like activation links, the token itself is
-- only in the e-mail; the row keeps its SHA-256. A link works once, for an hour, and dies when a newer one is asked
-- for or the password changes (the application deletes the person's rows then).
CREATE TABLE password_reset_tokens (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX password_reset_tokens_user_idx ON password_reset_tokens (user_id);
