-- Silver (DESIGN §9: many Egyptian families now save in silver as gold grows dear). A price reading may carry the
-- dealer's silver prices per gram (999 and 925), derived from the silver ounce like gold's from the gold ounce; a
-- reading without them (every one stored before, and a source that does not quote silver) leaves them null.
ALTER TABLE price_snapshots ADD COLUMN silver_999_buy numeric(14, 2) CHECK (silver_999_buy > 0);
ALTER TABLE price_snapshots ADD COLUMN silver_999_sell numeric(14, 2) CHECK (silver_999_sell > 0);
ALTER TABLE price_snapshots ADD COLUMN silver_925_buy numeric(14, 2) CHECK (silver_925_buy > 0);
ALTER TABLE price_snapshots ADD COLUMN silver_925_sell numeric(14, 2) CHECK (silver_925_sell > 0);
ALTER TABLE price_snapshots ADD COLUMN silver_ounce_usd numeric(14, 2) CHECK (silver_ounce_usd >= 0);
ALTER TABLE price_snapshots ADD CONSTRAINT price_snapshots_silver_all CHECK (
  (silver_999_buy IS NULL) = (silver_999_sell IS NULL)
  AND (silver_999_buy IS NULL) = (silver_925_buy IS NULL)
  AND (silver_999_buy IS NULL) = (silver_925_sell IS NULL)
  AND (silver_999_buy IS NULL) = (silver_ounce_usd IS NULL)
);

-- Silver as its own catalogue group, priced per gram like the gold grams and ingots: a unit is `weight` grams of
-- silver of `fineness` parts per thousand. Gold keeps its karat; silver has a fineness and no karat. Ids 61-63 are
-- new; no existing row changes.
ALTER TABLE assets DROP CONSTRAINT assets_main_type_check;
ALTER TABLE assets ADD CONSTRAINT assets_main_type_check
  CHECK (main_type IN ('pounds', 'grams', 'gold_ingots', 'jewellery', 'silver', 'currencies'));
ALTER TABLE assets ADD COLUMN fineness smallint CHECK (fineness IN (999, 925));
ALTER TABLE assets DROP CONSTRAINT assets_check;
ALTER TABLE assets ADD CONSTRAINT assets_kind_check CHECK (
  (main_type = 'currencies' AND currency_code IS NOT NULL AND karat IS NULL AND fineness IS NULL AND weight IS NULL)
  OR (main_type = 'silver' AND currency_code IS NULL AND karat IS NULL AND fineness IS NOT NULL AND weight IS NOT NULL)
  OR (main_type NOT IN ('currencies', 'silver') AND currency_code IS NULL AND karat IS NOT NULL AND fineness IS NULL
      AND weight IS NOT NULL)
);

INSERT INTO assets (id, code, main_type, name_en, name_ar, karat, fineness, weight, currency_code, sort_order) VALUES
  (61, 'silver_999_gram', 'silver', '999 Silver Gram', 'جرام فضة عيار 999', NULL, 999, 1, NULL, 1),
  (62, 'silver_925_gram', 'silver', '925 Silver Gram', 'جرام فضة عيار 925', NULL, 925, 1, NULL, 2),
  (63, 'silver_bar_100g', 'silver', '100 g Silver Bar (999)', 'سبيكة فضة 100 جرام عيار 999', NULL, 999, 100, NULL, 3);
