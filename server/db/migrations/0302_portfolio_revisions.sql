-- A counter per person, bumped in the same transaction as every change to their transactions. Each server process
-- keeps the replayed ledger in memory keyed by this number, so reading holdings, value and chart costs one
-- single-row lookup instead of re-reading every transaction, and every process sees a change the moment it commits.
CREATE TABLE portfolio_revisions (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  revision bigint NOT NULL
);
