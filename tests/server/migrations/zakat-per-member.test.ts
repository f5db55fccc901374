import { describe, expect, it } from 'vitest';
import { runMigrations } from '@server/db/migrate';
import { migrateOnly, silentLog, useMigrationDatabase } from './migration-database';

/**
 * Migration 0703 (product §12, zakat per person): settings and payments belong to a household member. A database at the
 * schema before it holds one settings row and two payments per account; after the upgrade each row is the owner's
 * own member's, keeps every value it had, and takes the new settings' defaults (lunar year, no receivables).
 */
const BEFORE = (file: string) => file.endsWith('.sql') && file < '0703';
const database = useMigrationDatabase();

const settingsDump = async () =>
  (
    await database.pool.query<{ row: Record<string, unknown> }>(
      `SELECT to_jsonb(s) - 'member_id' - 'year' - 'receivables_egp' AS row FROM zakat_settings s ORDER BY user_id`,
    )
  ).rows.map((r) => r.row);
const paymentsDump = async () =>
  (
    await database.pool.query<{ row: Record<string, unknown> }>(
      `SELECT to_jsonb(p) - 'member_id' AS row FROM zakat_payments p ORDER BY uuid`,
    )
  ).rows.map((r) => r.row);

describe('migration 0703: zakat settings and payments per member', () => {
  it('gives every row to its owner’s own member and changes none of its values', async () => {
    const pool = database.pool;
    await migrateOnly(pool, BEFORE);
    await pool.query(
      `INSERT INTO users (id, email, password_hash, is_active, terms_accepted_at, language)
       OVERRIDING SYSTEM VALUE VALUES (1, 'one@example.com', NULL, true, now(), 'ar'),
                                      (2, 'two@example.com', NULL, true, now(), 'en')`,
    );
    // A second member in the first household, who must not receive the owner's rows.
    await pool.query(
      `INSERT INTO household_members (household_id, name, relation, colour)
       SELECT id, 'Mona', 'spouse', '#3366cc' FROM households WHERE owner_id = 1`,
    );
    await pool.query(
      `INSERT INTO zakat_settings (user_id, nisab_basis, hawl_rule, jewellery, cash_egp, debts_egp)
       VALUES (1, 'gold_24', 'start_and_end', 'included', 1000.5, 20), (2, 'gold_21', 'continuous', 'exempt', 0, 0)`,
    );
    await pool.query(
      `INSERT INTO zakat_payments (uuid, user_id, paid_on, amount, hawl_started_on, hawl_due_on)
       VALUES ('00000000-0000-4000-8000-000000000001', 1, '2026-01-02', 8750, '2024-12-01', '2025-11-20'),
              ('00000000-0000-4000-8000-000000000002', 2, '2026-02-02', 100.25, '2025-01-01', '2025-12-21')`,
    );
    const [settings, payments] = [await settingsDump(), await paymentsDump()];

    const { applied } = await runMigrations(pool, silentLog);
    expect(applied).toContain('0703_zakat_per_member.sql');
    expect(await settingsDump()).toEqual(settings);
    expect(await paymentsDump()).toEqual(payments);
    const owners = await pool.query<{ table: string; user_id: number; relation: string; is_owner: boolean }>(
      `SELECT 'settings' AS table, s.user_id, m.relation, m.is_owner, s.year, s.receivables_egp::text AS receivables
         FROM zakat_settings s JOIN household_members m ON m.id = s.member_id
       UNION ALL
       SELECT 'payments', p.user_id, m.relation, m.is_owner, NULL, NULL
         FROM zakat_payments p JOIN household_members m ON m.id = p.member_id
       ORDER BY 1, 2`,
    );
    expect(owners.rows).toEqual([
      { table: 'payments', user_id: 1, relation: 'self', is_owner: true, year: null, receivables: null },
      { table: 'payments', user_id: 2, relation: 'self', is_owner: true, year: null, receivables: null },
      {
        table: 'settings',
        user_id: 1,
        relation: 'self',
        is_owner: true,
        year: 'lunar',
        receivables: '0.000000',
      },
      {
        table: 'settings',
        user_id: 2,
        relation: 'self',
        is_owner: true,
        year: 'lunar',
        receivables: '0.000000',
      },
    ]);
  });
});
