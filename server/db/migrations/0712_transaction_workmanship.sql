-- A gold buy may say what part of its price was workmanship (with the stamp and tax), and what part of that the
-- maker promises to pay back on resale; both per unit, both inside `price`. Rows written before this migration
-- say neither: NULL is "not recorded", which the holdings show as unknown, never as zero.
ALTER TABLE transactions
  ADD COLUMN workmanship_per_unit numeric(14, 6),
  ADD COLUMN refund_per_unit numeric(14, 6),
  ADD CONSTRAINT transactions_workmanship_within_price CHECK (
    (workmanship_per_unit IS NULL OR (workmanship_per_unit >= 0 AND workmanship_per_unit <= price))
    AND (refund_per_unit IS NULL
         OR (workmanship_per_unit IS NOT NULL AND refund_per_unit >= 0 AND refund_per_unit <= workmanship_per_unit))
  );
