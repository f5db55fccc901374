-- Portfolio: the assets catalogue and the transactions ledger (DESIGN §4.2, §5).
-- Drizzle mirror: server/db/schema/portfolio.ts.

-- The catalogue is fixed data owned by migrations: ids are explicit so they are the same in every installation
-- (the SPA sends them back as `asset`). A new asset arrives with a new migration.
CREATE TABLE assets (
  id integer PRIMARY KEY,
  -- Stable identifier the SPA localises by (contract/portfolio.ts assetCodes).
  code text NOT NULL UNIQUE,
  -- The transaction dialog's main type (spec §3) plus currencies.
  main_type text NOT NULL CHECK (main_type IN ('pounds', 'grams', 'gold_ingots', 'currencies')),
  name_en text NOT NULL,
  name_ar text NOT NULL,
  -- Gold only: fineness and grams of gold in one unit.
  karat smallint CHECK (karat IN (24, 21, 18, 14)),
  weight numeric(10, 4) CHECK (weight > 0),
  -- Currencies only: ISO 4217 code, the key of the price snapshot's rates.
  currency_code char(3),
  sort_order integer NOT NULL,
  CHECK (
    (main_type = 'currencies' AND currency_code IS NOT NULL AND karat IS NULL AND weight IS NULL)
    OR (main_type <> 'currencies' AND currency_code IS NULL AND karat IS NOT NULL AND weight IS NOT NULL)
  ),
  UNIQUE (main_type, sort_order)
);

INSERT INTO assets (id, code, main_type, name_en, name_ar, karat, weight, currency_code, sort_order) VALUES
  -- Gold pounds: 21k, 8 g the whole pound (DESIGN §4.2).
  (1, 'pound_full', 'pounds', 'Gold Pound', 'جنيه ذهب', 21, 8, NULL, 1),
  (2, 'pound_half', 'pounds', 'Half Gold Pound', 'نصف جنيه ذهب', 21, 4, NULL, 2),
  (3, 'pound_quarter', 'pounds', 'Quarter Gold Pound', 'ربع جنيه ذهب', 21, 2, NULL, 3),
  -- Grams, one unit = one gram of that karat.
  (11, 'gram_24k', 'grams', '24K Gold Gram', 'جرام ذهب عيار 24', 24, 1, NULL, 1),
  (12, 'gram_21k', 'grams', '21K Gold Gram', 'جرام ذهب عيار 21', 21, 1, NULL, 2),
  (13, 'gram_18k', 'grams', '18K Gold Gram', 'جرام ذهب عيار 18', 18, 1, NULL, 3),
  (14, 'gram_14k', 'grams', '14K Gold Gram', 'جرام ذهب عيار 14', 14, 1, NULL, 4),
  -- Ingots, 24k.
  (21, 'ingot_1g', 'gold_ingots', '1 g Gold Ingot', 'سبيكة ذهب 1 جرام', 24, 1, NULL, 1),
  (22, 'ingot_2_5g', 'gold_ingots', '2.5 g Gold Ingot', 'سبيكة ذهب 2.5 جرام', 24, 2.5, NULL, 2),
  (23, 'ingot_5g', 'gold_ingots', '5 g Gold Ingot', 'سبيكة ذهب 5 جرام', 24, 5, NULL, 3),
  (24, 'ingot_10g', 'gold_ingots', '10 g Gold Ingot', 'سبيكة ذهب 10 جرام', 24, 10, NULL, 4),
  (25, 'ingot_20g', 'gold_ingots', '20 g Gold Ingot', 'سبيكة ذهب 20 جرام', 24, 20, NULL, 5),
  (26, 'ingot_31_1g', 'gold_ingots', '1 oz Gold Ingot (31.1 g)', 'سبيكة ذهب أونصة (31.1 جرام)', 24, 31.1, NULL, 6),
  (27, 'ingot_50g', 'gold_ingots', '50 g Gold Ingot', 'سبيكة ذهب 50 جرام', 24, 50, NULL, 7),
  (28, 'ingot_100g', 'gold_ingots', '100 g Gold Ingot', 'سبيكة ذهب 100 جرام', 24, 100, NULL, 8),
  -- Currencies (spec §9 names), valued at the official EGP rate.
  (31, 'usd', 'currencies', 'US Dollar', 'دولار أمريكي', NULL, NULL, 'USD', 1),
  (32, 'eur', 'currencies', 'Euro', 'يورو', NULL, NULL, 'EUR', 2),
  (33, 'gbp', 'currencies', 'British Pound', 'جنيه إسترليني', NULL, NULL, 'GBP', 3),
  (34, 'sar', 'currencies', 'Saudi Riyal', 'ريال سعودي', NULL, NULL, 'SAR', 4),
  (35, 'aed', 'currencies', 'UAE Dirham', 'درهم إماراتي', NULL, NULL, 'AED', 5),
  (36, 'kwd', 'currencies', 'Kuwaiti Dinar', 'دينار كويتي', NULL, NULL, 'KWD', 6),
  (37, 'cad', 'currencies', 'Canadian Dollar', 'دولار كندي', NULL, NULL, 'CAD', 7),
  (38, 'chf', 'currencies', 'Swiss Franc', 'فرنك سويسري', NULL, NULL, 'CHF', 8),
  (39, 'jpy', 'currencies', 'Japanese Yen', 'ين ياباني', NULL, NULL, 'JPY', 9),
  (40, 'cny', 'currencies', 'Chinese Yuan', 'يوان صيني', NULL, NULL, 'CNY', 10),
  (41, 'aud', 'currencies', 'Australian Dollar', 'دولار أسترالي', NULL, NULL, 'AUD', 11);

-- One row per buy or sell. Amounts are exact decimals: at most 8 integer digits and 6 decimals (the API rejects
-- anything larger or finer before it gets here; the column types and checks keep every writer honest).
CREATE TABLE transactions (
  uuid uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  asset_id integer NOT NULL REFERENCES assets (id),
  type text NOT NULL CHECK (type IN ('buy', 'sell')),
  quantity numeric(14, 6) NOT NULL CHECK (quantity > 0),
  -- EGP per unit, all-in (DESIGN §4.2).
  price numeric(14, 6) NOT NULL CHECK (price > 0),
  "timestamp" timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX transactions_user_timestamp_idx ON transactions (user_id, "timestamp");
