import Big from 'big.js';
import type { AppContext } from '../app-context';
import { isUuid } from '../http/uuid';
import { DEFAULT_SETTINGS, type ZakatSettings } from './settings';

/**
 * Each household member's zakat settings and payments (migrations 0402 and 0703, product §12: zakat is owed by each
 * person on what that person owns). Every query is scoped by the household owner's user id and names the member by
 * uuid, so no id reaches another household: another household's member simply has no rows here.
 */

interface SettingsRow {
  nisab_basis: ZakatSettings['nisabBasis'];
  hawl_rule: ZakatSettings['hawlRule'];
  jewellery: ZakatSettings['jewellery'];
  year: ZakatSettings['year'];
  cash_egp: string;
  receivables_egp: string;
  debts_egp: string;
}

/** The member's own row, found through the owner's household. */
const MEMBER = `(SELECT m.id FROM households h JOIN household_members m ON m.household_id = h.id
                  WHERE h.owner_id = $1 AND m.uuid = $2::uuid)`;

function toSettings(row: SettingsRow | undefined): ZakatSettings {
  if (!row) return DEFAULT_SETTINGS;
  return {
    nisabBasis: row.nisab_basis,
    hawlRule: row.hawl_rule,
    jewellery: row.jewellery,
    year: row.year,
    cashEgp: new Big(row.cash_egp),
    receivablesEgp: new Big(row.receivables_egp),
    debtsEgp: new Big(row.debts_egp),
  };
}

export async function readSettings(ctx: AppContext, ownerId: number, member: string): Promise<ZakatSettings> {
  const { rows } = await ctx.pool.query<SettingsRow>({
    name: 'zakat-read-settings',
    text: `SELECT nisab_basis, hawl_rule, jewellery, year, cash_egp::text AS cash_egp,
                  receivables_egp::text AS receivables_egp, debts_egp::text AS debts_egp
             FROM zakat_settings WHERE user_id = $1 AND member_id = ${MEMBER}`,
    values: [ownerId, member],
  });
  return toSettings(rows[0]);
}

export async function writeSettings(
  ctx: AppContext,
  ownerId: number,
  member: string,
  s: ZakatSettings,
): Promise<void> {
  await ctx.pool.query(
    `INSERT INTO zakat_settings (user_id, member_id, nisab_basis, hawl_rule, jewellery, year, cash_egp,
                                 receivables_egp, debts_egp)
     SELECT $1, ${MEMBER}, $3, $4, $5, $6, $7, $8, $9
     ON CONFLICT (member_id) DO UPDATE SET nisab_basis = $3, hawl_rule = $4, jewellery = $5, year = $6,
       cash_egp = $7, receivables_egp = $8, debts_egp = $9, updated_at = now()`,
    [
      ownerId,
      member,
      s.nisabBasis,
      s.hawlRule,
      s.jewellery,
      s.year,
      s.cashEgp.toFixed(),
      s.receivablesEgp.toFixed(),
      s.debtsEgp.toFixed(),
    ],
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

/** One member's payments, newest hawl first. */
export async function listPayments(
  ctx: AppContext,
  ownerId: number,
  member: string,
): Promise<PaymentRecord[]> {
  const { rows } = await ctx.pool.query<PaymentRow>({
    name: 'zakat-list-payments',
    text: `SELECT ${COLUMNS} FROM zakat_payments WHERE user_id = $1 AND member_id = ${MEMBER}
            ORDER BY hawl_due_on DESC`,
    values: [ownerId, member],
  });
  return rows.map(toRecord);
}

/** Null when that hawl of that member was already settled (a second click, or two tabs). */
export async function insertPayment(
  ctx: AppContext,
  ownerId: number,
  member: string,
  p: Omit<PaymentRecord, 'uuid'>,
): Promise<PaymentRecord | null> {
  const { rows } = await ctx.pool.query<PaymentRow>(
    `INSERT INTO zakat_payments (user_id, member_id, paid_on, amount, hawl_started_on, hawl_due_on)
     SELECT $1, ${MEMBER}, $3, $4, $5, $6
     ON CONFLICT (member_id, hawl_due_on) DO NOTHING RETURNING ${COLUMNS}`,
    [ownerId, member, p.paidOn, p.amount.toFixed(), p.hawlStartedOn, p.hawlDueOn],
  );
  return rows[0] ? toRecord(rows[0]) : null;
}

/** Deletes a payment of any member of the household (its uuid names it); false when the household has none such. */
export async function deletePayment(ctx: AppContext, ownerId: number, uuid: string): Promise<boolean> {
  const { rowCount } = await ctx.pool.query('DELETE FROM zakat_payments WHERE user_id = $1 AND uuid = $2', [
    ownerId,
    uuid,
  ]);
  return (rowCount ?? 0) > 0;
}

/** What one member's zakat is worked out from, besides the ledger and the prices. */
export interface MemberZakatRecords {
  member: string;
  settings: ZakatSettings;
  payments: PaymentRecord[];
}

/**
 * The member (`member`, or the owner's own when undefined), their settings and their payments, newest hawl first, in
 * one statement: every read of the zakat page asks for all three, and one round trip instead of three is what keeps
 * the page within its budget under load (architecture §7). Null when the household has no such member.
 */
export async function readMemberZakat(
  ctx: AppContext,
  ownerId: number,
  member: string | undefined,
): Promise<MemberZakatRecords | null> {
  if (member !== undefined && !isUuid(member)) return null;
  const { rows } = await ctx.pool.query<
    { member: string; has_settings: boolean; payments: PaymentRow[] } & Partial<SettingsRow>
  >({
    name: 'zakat-read-member',
    text: `SELECT m.uuid::text AS member, s.member_id IS NOT NULL AS has_settings, s.nisab_basis, s.hawl_rule,
                  s.jewellery, s.year, s.cash_egp::text AS cash_egp, s.receivables_egp::text AS receivables_egp,
                  s.debts_egp::text AS debts_egp,
                  COALESCE((SELECT json_agg(json_build_object('uuid', p.uuid, 'paid_on', p.paid_on::text,
                                    'amount', p.amount::text, 'hawl_started_on', p.hawl_started_on::text,
                                    'hawl_due_on', p.hawl_due_on::text) ORDER BY p.hawl_due_on DESC)
                              FROM zakat_payments p WHERE p.user_id = $1 AND p.member_id = m.id), '[]') AS payments
             FROM households h JOIN household_members m ON m.household_id = h.id
             LEFT JOIN zakat_settings s ON s.member_id = m.id AND s.user_id = $1
            WHERE h.owner_id = $1 AND (CASE WHEN $2::uuid IS NULL THEN m.is_owner ELSE m.uuid = $2::uuid END)`,
    values: [ownerId, member?.toLowerCase() ?? null],
  });
  const row = rows[0];
  if (!row) return null;
  return {
    member: row.member,
    settings: toSettings(row.has_settings ? (row as SettingsRow) : undefined),
    payments: row.payments.map(toRecord),
  };
}
