-- Accounts and sessions (DESIGN §4.1, §5). Drizzle mirror: server/db/schema/auth.ts.

CREATE TABLE users (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- Normalised (trimmed, lower-case) by the application; the check keeps every writer honest.
  email text NOT NULL UNIQUE CHECK (email = lower(btrim(email)) AND email <> ''),
  -- argon2id PHC string; NULL for an account created through Google that never set a password.
  password_hash text,
  is_active boolean NOT NULL DEFAULT false,
  google_sub text UNIQUE,
  terms_accepted_at timestamptz,
  -- Set when an administrator deactivates the account (users:deactivate), so it is told apart from one that was
  -- never activated: only the latter may be activated by its link or by a Google sign-in.
  deactivated_at timestamptz,
  -- Language of the e-mails we send this person ('ar' or 'en').
  language text NOT NULL DEFAULT 'ar' CHECK (language IN ('ar', 'en')),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Refresh tokens are JWTs; the server keeps one row per token issued, found by its jti, and compares the hash of
-- the whole token. A family is one sign-in: every rotation stays in it, and reuse of a rotated token revokes it all.
CREATE TABLE refresh_tokens (
  jti uuid PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  family uuid NOT NULL,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  replaced_by uuid,
  replaced_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX refresh_tokens_family_idx ON refresh_tokens (family);
CREATE INDEX refresh_tokens_user_idx ON refresh_tokens (user_id);

-- Activation links: the token itself is only in the e-mail; the row keeps its SHA-256. Each link also carries the
-- password hash of the sign-up that asked for it: activating sets that password, so whoever signed up first with
-- an address they do not own cannot have their password kept when the owner signs up and activates.
CREATE TABLE activation_tokens (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  password_hash text,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX activation_tokens_user_idx ON activation_tokens (user_id);

-- Rate-limit counters shared by every server process on this database (rate-limiter-flexible's
-- RateLimiterPostgres layout: key, points, expire in epoch milliseconds).
CREATE TABLE auth_rate_limits (
  key varchar(255) PRIMARY KEY,
  points integer NOT NULL DEFAULT 0,
  expire bigint
);
