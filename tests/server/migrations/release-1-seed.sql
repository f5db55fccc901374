-- Records as the first release (migrations 0101–0302) keeps them: what a person's account holds on a server that
-- is about to be upgraded. Explicit ids and timestamps, so the rows can be compared after the upgrade.
INSERT INTO users (id, email, password_hash, is_active, google_sub, terms_accepted_at, deactivated_at, language, created_at)
OVERRIDING SYSTEM VALUE VALUES
  (1, 'saver@example.com', '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo', true, NULL,
   '2026-01-02T08:00:00Z', NULL, 'ar', '2026-01-02T08:00:00Z'),
  (2, 'google@example.com', NULL, true, 'google-sub-123', '2026-02-03T09:00:00Z', NULL, 'en', '2026-02-03T09:00:00Z'),
  (3, 'pending@example.com', '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$cGVuZGluZ3Bhc3M', false, NULL,
   '2026-03-04T10:00:00Z', NULL, 'ar', '2026-03-04T10:00:00Z'),
  (4, 'gone@example.com', '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$Z29uZWdvbmVnb25l', false, NULL,
   '2026-01-05T10:00:00Z', '2026-04-01T10:00:00Z', 'en', '2026-01-05T10:00:00Z');

INSERT INTO refresh_tokens (jti, token_hash, family, user_id, expires_at, revoked_at, replaced_by, replaced_at, created_at)
VALUES
  ('00000000-0000-4000-8000-000000000001', 'hash-of-rotated-token', '00000000-0000-4000-8000-0000000000f1', 1,
   '2026-11-30T08:00:00Z', NULL, '00000000-0000-4000-8000-000000000002', '2026-11-23T08:00:00Z', '2026-11-22T08:00:00Z'),
  ('00000000-0000-4000-8000-000000000002', 'hash-of-live-token', '00000000-0000-4000-8000-0000000000f1', 1,
   '2026-11-30T08:00:00Z', NULL, NULL, NULL, '2026-11-23T08:00:00Z'),
  ('00000000-0000-4000-8000-000000000003', 'hash-of-google-token', '00000000-0000-4000-8000-0000000000f2', 2,
   '2026-11-29T08:00:00Z', '2026-11-23T09:00:00Z', NULL, NULL, '2026-11-22T08:00:00Z');

INSERT INTO activation_tokens (id, user_id, token_hash, password_hash, expires_at, used_at, created_at)
OVERRIDING SYSTEM VALUE VALUES
  (1, 3, 'hash-of-activation-token', NULL, '2026-12-01T10:00:00Z', NULL, '2026-11-28T10:00:00Z');

INSERT INTO auth_rate_limits (key, points, expire) VALUES ('login_ip:203.0.113.7', 3, 1795000000000);

INSERT INTO price_snapshots (id, taken_at, source, fetched_at, gold_24_buy, gold_24_sell, gold_21_buy, gold_21_sell,
  gold_18_buy, gold_18_sell, gold_14_buy, gold_14_sell, gold_pound_buy, gold_ounce_usd)
OVERRIDING SYSTEM VALUE VALUES
  (1, '2026-09-29T09:00:00Z', 'reference', '2026-11-01T00:00:00Z', 6875.30, 6944.40, 6015.89, 6076.35, 5156.48,
   5208.30, 4022.05, 4062.47, 48127.12, 4129.10),
  (2, '2026-11-23T08:30:00Z', 'live', '2026-11-23T08:31:00Z', 6970.00, 7040.00, 6100.00, 6160.00, 5230.00, 5280.00,
   NULL, NULL, 48800.00, 4160.00);

INSERT INTO currency_rates (snapshot_id, code, value) VALUES
  (1, 'USD', 52.0502), (1, 'EUR', 59.1328), (2, 'USD', 52.10), (2, 'JPY', 0.330525);

INSERT INTO transactions (uuid, user_id, asset_id, type, quantity, price, "timestamp", created_at, updated_at)
SELECT t.uuid::uuid, t.user_id, a.id, t.type, t.quantity, t.price, t.ts::timestamptz, t.ts::timestamptz, t.ts::timestamptz
FROM (VALUES
  ('10000000-0000-4000-8000-000000000001', 1, 'pound_full', 'buy', 2, 41250.50, '2025-06-01T12:00:00Z'),
  ('10000000-0000-4000-8000-000000000002', 1, 'gram_21k', 'buy', 12.345678, 3900.123456, '2025-07-15T12:00:00Z'),
  ('10000000-0000-4000-8000-000000000003', 1, 'gram_21k', 'sell', 2.5, 4100, '2026-01-10T12:00:00Z'),
  ('10000000-0000-4000-8000-000000000004', 1, 'usd', 'buy', 1000, 48.75, '2025-08-01T12:00:00Z'),
  ('10000000-0000-4000-8000-000000000005', 2, 'ingot_31_1g', 'buy', 1, 215000, '2026-03-01T12:00:00Z')
) AS t(uuid, user_id, code, type, quantity, price, ts)
JOIN assets a ON a.code = t.code;

INSERT INTO portfolio_revisions (user_id, revision) VALUES (1, 4), (2, 1);
