-- Sign-ins as rows of their own (docs/decisions/012-session-rules.md). A session is what refresh_tokens called a
-- family: one sign-in on one device. Its row holds when the password (or Google credential) was entered, which ends
-- it 30 days later whatever the refreshes, and whether it was revoked. Access tokens carry the session's id (`sid`),
-- and requireUser's per-request user check reads this row in the same statement, so a revoked session's access
-- tokens are refused at once on every instance.
CREATE TABLE sessions (
  id uuid PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  authenticated_at timestamptz NOT NULL,
  revoked_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sessions_user_idx ON sessions (user_id);

-- Every existing family becomes a session. Its first token was issued at sign-in, so the oldest row kept is the best
-- known time the password was entered (rows pruned a day after expiry can only make a session look younger, by at
-- most its last week). A family with any revoked token was revoked whole.
INSERT INTO sessions (id, user_id, authenticated_at, revoked_at, created_at)
SELECT family, min(user_id), min(created_at), max(revoked_at), min(created_at)
  FROM refresh_tokens
 GROUP BY family;

ALTER TABLE refresh_tokens
  ADD CONSTRAINT refresh_tokens_family_fkey FOREIGN KEY (family) REFERENCES sessions (id) ON DELETE CASCADE;

-- An activation link no longer sets a password (the repeat sign-up's choice is discarded): the hashes of passwords
-- chosen by repeat sign-ups are wiped rather than kept for nothing.
UPDATE activation_tokens SET password_hash = NULL WHERE password_hash IS NOT NULL;
