import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

/** Mirrors server/db/migrations/0201_prices.sql (the SQL is the source of truth). */

const egp = (name: string) => numeric(name, { precision: 14, scale: 2 });

export const priceSnapshots = pgTable(
  'price_snapshots',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    takenAt: timestamp('taken_at', { withTimezone: true, mode: 'date' }).notNull(),
    source: text('source', { enum: ['live', 'manual', 'reference'] }).notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    gold24Buy: egp('gold_24_buy').notNull(),
    gold24Sell: egp('gold_24_sell').notNull(),
    gold21Buy: egp('gold_21_buy').notNull(),
    gold21Sell: egp('gold_21_sell').notNull(),
    gold18Buy: egp('gold_18_buy').notNull(),
    gold18Sell: egp('gold_18_sell').notNull(),
    gold14Buy: egp('gold_14_buy'),
    gold14Sell: egp('gold_14_sell'),
    goldPoundBuy: egp('gold_pound_buy').notNull(),
    goldOunceUsd: egp('gold_ounce_usd').notNull(),
  },
  (t) => [
    unique('price_snapshots_source_taken_at_key').on(t.source, t.takenAt),
    check('price_snapshots_14k_both', sql`(${t.gold14Buy} IS NULL) = (${t.gold14Sell} IS NULL)`),
    index('price_snapshots_latest_idx').on(t.takenAt.desc(), t.id.desc()),
    index('price_snapshots_cairo_day_idx').on(
      sql`((${t.takenAt} AT TIME ZONE 'Africa/Cairo')::date)`,
      t.takenAt.desc(),
      t.id.desc(),
    ),
  ],
);

export const currencyRates = pgTable(
  'currency_rates',
  {
    snapshotId: integer('snapshot_id')
      .notNull()
      .references(() => priceSnapshots.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    /** EGP for one unit of the currency. */
    value: numeric('value', { precision: 20, scale: 8 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.snapshotId, t.code] })],
);
