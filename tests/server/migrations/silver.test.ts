import { describe, expect, it } from 'vitest';
import { runMigrations } from '@server/db/migrate';
import { migrateOnly, silentLog, useMigrationDatabase } from './migration-database';

/**
 * Migration 0711 (silver): a database at the schema before it keeps every price reading and asset as it was; the
 * readings have no silver (null), the catalogue gains the silver group, and a half-quoted silver reading is refused.
 */
const BEFORE = (file: string) => file.endsWith('.sql') && file < '0711';
const database = useMigrationDatabase();

const pricesDump = async () =>
  (
    await database.pool.query<{ row: Record<string, unknown> }>(
      `SELECT to_jsonb(s) - 'silver_999_buy' - 'silver_999_sell' - 'silver_925_buy' - 'silver_925_sell'
              - 'silver_ounce_usd' AS row
         FROM price_snapshots s ORDER BY id`,
    )
  ).rows.map((r) => r.row);
const assetsDump = async () =>
  (
    await database.pool.query<{ row: Record<string, unknown> }>(
      `SELECT to_jsonb(a) - 'fineness' AS row FROM assets a WHERE id < 61 ORDER BY id`,
    )
  ).rows.map((r) => r.row);

describe('migration 0711: silver prices and the silver catalogue group', () => {
  it('keeps every reading and asset, leaves old readings without silver, and adds the three silver items', async () => {
    const pool = database.pool;
    await migrateOnly(pool, BEFORE);
    await pool.query(
      `INSERT INTO price_snapshots (taken_at, source, gold_24_buy, gold_24_sell, gold_21_buy, gold_21_sell,
         gold_18_buy, gold_18_sell, gold_pound_buy, gold_ounce_usd)
       VALUES ('2026-09-29T09:00:00Z', 'reference', 6875.30, 6944.40, 6015.89, 6076.35, 5156.48, 5208.30, 48127.12,
               4129.10)`,
    );
    const [prices, assets] = [await pricesDump(), await assetsDump()];

    const { applied } = await runMigrations(pool, silentLog);
    expect(applied).toContain('0711_silver.sql');
    expect(await pricesDump()).toEqual(prices);
    expect(await assetsDump()).toEqual(assets);
    const silver = await pool.query(`SELECT silver_999_buy, silver_ounce_usd FROM price_snapshots`);
    expect(silver.rows).toEqual([{ silver_999_buy: null, silver_ounce_usd: null }]);
    const items = await pool.query(
      `SELECT id, code, main_type, karat, fineness, weight::text AS weight FROM assets WHERE main_type = 'silver'
        ORDER BY sort_order`,
    );
    expect(items.rows).toEqual([
      { id: 61, code: 'silver_999_gram', main_type: 'silver', karat: null, fineness: 999, weight: '1.0000' },
      { id: 62, code: 'silver_925_gram', main_type: 'silver', karat: null, fineness: 925, weight: '1.0000' },
      {
        id: 63,
        code: 'silver_bar_100g',
        main_type: 'silver',
        karat: null,
        fineness: 999,
        weight: '100.0000',
      },
    ]);
    // Silver is all or nothing in a reading; a gold item cannot carry a silver fineness.
    await expect(
      pool.query(`UPDATE price_snapshots SET silver_999_buy = 99.92, silver_999_sell = 102.96`),
    ).rejects.toThrow(/price_snapshots_silver_all/);
    await expect(pool.query(`UPDATE assets SET fineness = 999 WHERE id = 11`)).rejects.toThrow(
      /assets_kind_check/,
    );
  });
});
