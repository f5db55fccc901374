-- Idempotent writes: a write that carried an Idempotency-Key is remembered with its answer, in the same
-- transaction as the write itself, so the same key sent again (a retry after a dropped connection, to any
-- instance) answers the first answer and changes nothing. Keys live 24 hours. Nothing existing changes.
CREATE TABLE idempotency_keys (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  key text NOT NULL CHECK (char_length(key) BETWEEN 1 AND 255),
  -- sha256 of the method, the path with its query and the body: the same key with another request is refused.
  fingerprint text NOT NULL,
  status smallint NOT NULL,
  content_type text,
  body text NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, key)
);
CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (created_at);
