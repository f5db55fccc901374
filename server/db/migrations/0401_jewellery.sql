-- Jewellery as its own gold group (issue 16; DESIGN §9): worn jewellery is exempt from zakat by default while
-- saved gold always counts, so it needs a group of its own. Priced per gram like the grams group; the ledger
-- rules do not change. Ids 51-53 are new; no existing row changes.
ALTER TABLE assets DROP CONSTRAINT assets_main_type_check;
ALTER TABLE assets ADD CONSTRAINT assets_main_type_check
  CHECK (main_type IN ('pounds', 'grams', 'gold_ingots', 'jewellery', 'currencies'));

INSERT INTO assets (id, code, main_type, name_en, name_ar, karat, weight, currency_code, sort_order) VALUES
  (51, 'jewellery_24k', 'jewellery', '24K Gold Jewellery (gram)', 'مشغولات ذهبية عيار 24 (جرام)', 24, 1, NULL, 1),
  (52, 'jewellery_21k', 'jewellery', '21K Gold Jewellery (gram)', 'مشغولات ذهبية عيار 21 (جرام)', 21, 1, NULL, 2),
  (53, 'jewellery_18k', 'jewellery', '18K Gold Jewellery (gram)', 'مشغولات ذهبية عيار 18 (جرام)', 18, 1, NULL, 3);
