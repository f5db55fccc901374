import {
  bigint,
  check,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  char,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './auth';

/** Typed mirror of server/db/migrations/0301_portfolio.sql and 0401_jewellery.sql (the SQL is the source of truth). */

export const assets = pgTable(
  'assets',
  {
    id: integer('id').primaryKey(),
    code: text('code').notNull().unique(),
    mainType: text('main_type', {
      enum: ['pounds', 'grams', 'gold_ingots', 'jewellery', 'currencies'],
    }).notNull(),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    karat: smallint('karat'),
    /** Grams of gold in one unit (numeric, read as a decimal string). */
    weight: numeric('weight', { precision: 10, scale: 4 }),
    currencyCode: char('currency_code', { length: 3 }),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [unique().on(t.mainType, t.sortOrder)],
);

export type AssetRow = typeof assets.$inferSelect;

export const transactions = pgTable(
  'transactions',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assetId: integer('asset_id')
      .notNull()
      .references(() => assets.id),
    type: text('type', { enum: ['buy', 'sell'] }).notNull(),
    /** Decimal strings in and out: never floats for money or quantities. */
    quantity: numeric('quantity', { precision: 14, scale: 6 }).notNull(),
    price: numeric('price', { precision: 14, scale: 6 }).notNull(),
    timestamp: timestamp('timestamp', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('transactions_user_timestamp_idx').on(t.userId, t.timestamp),
    index('transactions_user_asset_timestamp_idx').on(t.userId, t.assetId, t.timestamp),
    check('transactions_quantity_check', sql`${t.quantity} > 0`),
    check('transactions_price_check', sql`${t.price} > 0`),
  ],
);

export type TransactionRow = typeof transactions.$inferSelect;

/** Mirror of server/db/migrations/0302_portfolio_revisions.sql: bumped with every change to a person's ledger. */
export const portfolioRevisions = pgTable('portfolio_revisions', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  revision: bigint('revision', { mode: 'number' }).notNull(),
});
