import Big from 'big.js';
import type { AppContext } from '../app-context';
import { DEFAULT_SETTINGS, type ZakatSettings } from './settings';

/** The person's zakat settings and payments (migration 0402). Every query is scoped to the signed-in person. */

interface SettingsRow {
  nisab_basis: ZakatSettings['nisabBasis'];
  hawl_rule: ZakatSettings['hawlRule'];
  jewellery: ZakatSettings['jewellery'];
  cash_egp: string;
  debts_egp: string;
}

export async function readSettings(ctx: AppContext, userId: number): Promise<ZakatSettings> {
  const { rows } = await ctx.pool.query<SettingsRow>(
    'SELECT nisab_basis, hawl_rule, jewellery, cash_egp, debts_egp FROM zakat_settings WHERE user_id = $1',
    [userId],
  );
  const row = rows[0];
  if (!row) return DEFAULT_SETTINGS;
  return {
    nisabBasis: row.nisab_basis,
    hawlRule: row.hawl_rule,
    jewellery: row.jewellery,
    cashEgp: new Big(row.cash_egp),
    debtsEgp: new Big(row.debts_egp),
  };
}

export async function writeSettings(ctx: AppContext, userId: number, s: ZakatSettings): Promise<void> {
  await ctx.pool.query(
    `INSERT INTO zakat_settings (user_id, nisab_basis, hawl_rule, jewellery, cash_egp, debts_egp)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (user_id) DO UPDATE SET nisab_basis = $2, hawl_rule = $3, jewellery = $4, cash_egp = $5,
       debts_egp = $6, updated_at = now()`,
    [userId, s.nisabBasis, s.hawlRule, s.jewellery, s.cashEgp.toFixed(), s.debtsEgp.toFixed()],
  );
}

export interface PaymentRecord {
  uuid: string;
  paidOn: string;
  amount: Big;
  hawlStartedOn: string;
  hawlDueOn: string;
}

interface PaymentRow {
  uuid: string;
  paid_on: string;
  amount: string;
  hawl_started_on: string;
  hawl_due_on: string;
}

const toRecord = (r: PaymentRow): PaymentRecord => ({
  uuid: r.uuid,
  paidOn: r.paid_on,
  amount: new Big(r.amount),
  hawlStartedOn: r.hawl_started_on,
  hawlDueOn: r.hawl_due_on,
});

// Dates as text so the driver never shifts them through a JS Date in the machine's zone.
const COLUMNS = `uuid, paid_on::text AS paid_on, amount::text AS amount, hawl_started_on::text AS hawl_started_on,
  hawl_due_on::text AS hawl_due_on`;

/** Newest hawl first. */
export async function listPayments(ctx: AppContext, userId: number): Promise<PaymentRecord[]> {
  const { rows } = await ctx.pool.query<PaymentRow>(
    `SELECT ${COLUMNS} FROM zakat_payments WHERE user_id = $1 ORDER BY hawl_due_on DESC`,
    [userId],
  );
  return rows.map(toRecord);
}

/** Null when that hawl was already settled (a second click, or two tabs). */
export async function insertPayment(
  ctx: AppContext,
  userId: number,
  p: Omit<PaymentRecord, 'uuid'>,
): Promise<PaymentRecord | null> {
  const { rows } = await ctx.pool.query<PaymentRow>(
    `INSERT INTO zakat_payments (user_id, paid_on, amount, hawl_started_on, hawl_due_on)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT (user_id, hawl_due_on) DO NOTHING RETURNING ${COLUMNS}`,
    [userId, p.paidOn, p.amount.toFixed(), p.hawlStartedOn, p.hawlDueOn],
  );
  return rows[0] ? toRecord(rows[0]) : null;
}

export async function deletePayment(ctx: AppContext, userId: number, uuid: string): Promise<boolean> {
  const { rowCount } = await ctx.pool.query('DELETE FROM zakat_payments WHERE user_id = $1 AND uuid = $2', [
    userId,
    uuid,
  ]);
  return (rowCount ?? 0) > 0;
}
