-- Households shared with editors (issue 17; docs/decisions/017-household-sharing.md): each transaction records who
-- created it and who last changed it. Rows written before 0601 named nobody; they were written by the ledger's
-- owner, the only person who could, so they are theirs. Nothing else changes.
UPDATE transactions
   SET created_by = coalesce(created_by, user_id),
       updated_by = coalesce(updated_by, user_id)
 WHERE created_by IS NULL OR updated_by IS NULL;

-- Deleting an account sets its authorship to NULL (ON DELETE SET NULL, migration 0601): without these indexes each
-- account deletion would read every transaction of every household.
CREATE INDEX transactions_created_by_idx ON transactions (created_by);
CREATE INDEX transactions_updated_by_idx ON transactions (updated_by);
