-- Write fairness (issue 11, finding 6; docs/decisions/013-write-fairness.md). Drizzle mirror: server/db/schema/portfolio.ts.
-- A write checks only the changed asset's history from the earliest instant it touches (ledger-check.ts): the
-- balance before that instant is one aggregate over this index and the rest a short range scan, instead of reading
-- the person's whole ledger.
CREATE INDEX transactions_user_asset_timestamp_idx ON transactions (user_id, asset_id, "timestamp");
