import type { ZakatPayment, ZakatResponse } from '@contract/zakat';
import type { AppContext } from '../app-context';
import { getCatalogue } from '../portfolio/catalogue-store';
import { memoized, readLedger } from '../portfolio/ledger-store';
import { roundMoney, roundQuantity } from '../portfolio/money';
import { getDailyCloses, getLatestSnapshot } from '../prices/price-store';
import { cairoDay } from '../time/cairo-day';
import { computeZakat, type Zakat } from './compute';
import { readMemberZakat, type PaymentRecord } from './store';

/**
 * One person's zakat (product §12, architecture §9): a household member's own gold, settings, payments and years. Zakat is
 * owed by each person on what that person owns, so there is no pooled household computation.
 */
export interface ZakatMember {
  uuid: string;
}

/** As of a day before today (the monthly report's last day): the prices of that day's close, its payments. */
export interface AsOf {
  day: string;
}

/**
 * Gathers the member's part of the household ledger, the prices, the member's settings and payments, then runs the
 * pure computation (compute.ts). `member`: the member's uuid, or undefined for the owner's own member. `asOf`: the
 * answer as it stood at the end of that day (default today). Null when the household has no such member.
 */
export async function zakatOf(
  ctx: AppContext,
  ownerId: number,
  revision: number | undefined,
  member: string | undefined,
  asOf?: AsOf,
): Promise<{ member: ZakatMember; zakat: Zakat } | null> {
  const now = cairoDay(ctx.now());
  const today = asOf && asOf.day < now ? asOf.day : now;
  const [catalogue, household, records, newest] = await Promise.all([
    getCatalogue(ctx),
    readLedger(ctx, ownerId, revision),
    readMemberZakat(ctx, ownerId, member),
    getLatestSnapshot(ctx),
  ]);
  if (!records) return null;
  const { settings, payments: storedPayments } = records;
  const ledger = household.forMember(records.member);
  const first = ledger.entries[0];
  const from = first ? cairoDay(first.at) : today;
  const closes = await getDailyCloses(ctx, from < today ? from : today, today);
  // A past day is valued at its own close, never at a later price.
  const latest = today === now ? newest : (closes.at(-1)?.snapshot ?? null);
  const entries = today === now ? ledger.entries : ledger.entries.filter((e) => cairoDay(e.at) <= today);
  const payments = storedPayments.filter((p) => p.paidOn <= today);
  const settled = new Set(payments.map((p) => p.hawlDueOn));
  const takenAt = latest?.takenAt ?? null;
  const prices = takenAt && {
    takenAt: takenAt.toISOString(),
    stale: ctx.now().getTime() - takenAt.getTime() > ctx.config.priceStaleHours * 3_600_000,
  };
  // Computed once per ledger revision, prices, settings and settled years (the day-by-day walk is the costly part).
  const key = [
    'zakat',
    today,
    latest?.id,
    closes.length,
    closes.at(-1)?.snapshot.id,
    settings.nisabBasis,
    settings.hawlRule,
    settings.jewellery,
    settings.year,
    settings.cashEgp.toFixed(),
    settings.receivablesEgp.toFixed(),
    settings.debtsEgp.toFixed(),
    [...settled].sort().join(','),
    prices?.stale,
  ].join(':');
  const zakat = memoized(ledger, key, () =>
    computeZakat({ entries, catalogue, closes, latest, today, settings, settled, prices }),
  );
  return { member: { uuid: records.member }, zakat };
}

/** One known member's zakat (the family view, the monthly report); throws when the member has left the household. */
export async function zakatFor(
  ctx: AppContext,
  ownerId: number,
  revision: number | undefined,
  member: ZakatMember,
  asOf?: AsOf,
): Promise<Zakat> {
  const found = await zakatOf(ctx, ownerId, revision, member.uuid, asOf);
  if (!found) throw new Error(`Member ${member.uuid} is not in the household of user ${ownerId}.`);
  return found.zakat;
}

const hawlBody = (
  h: { state: ZakatResponse['hawl']['state']; startedOn?: string; dueOn?: string },
  hijri: string | null,
) => ({
  state: h.state,
  started_on: h.startedOn ?? null,
  due_on: h.dueOn ?? null,
  due_on_hijri: hijri,
});

/**
 * The answer's body, built once per computed result: zakatFor hands back the same memoized result while the ledger,
 * prices, settings and payments stay the same, and the rounding of every figure cost as much as the lookups.
 */
const presented = new WeakMap<Zakat, ZakatResponse>();

export function presentZakat(z: Zakat): ZakatResponse {
  let body = presented.get(z);
  if (!body) {
    body = present(z);
    presented.set(z, body);
  }
  return body;
}

function present(z: Zakat): ZakatResponse {
  return {
    as_of: z.asOf,
    settings: {
      nisab_basis: z.settings.nisabBasis,
      hawl_rule: z.settings.hawlRule,
      jewellery: z.settings.jewellery,
      year: z.settings.year,
      // Exactly as stored (up to 6 decimals), like a transaction's quantity and price: the settings form is filled
      // with these and sends them back, so a rounded figure would rewrite an amount the person never touched.
      cash_egp: Number(z.settings.cashEgp.toFixed()),
      receivables_egp: Number(z.settings.receivablesEgp.toFixed()),
      debts_egp: Number(z.settings.debtsEgp.toFixed()),
    },
    rate: Number(z.rate.times(100).toFixed()),
    nisab_grams: roundQuantity(z.nisabGrams),
    nisab_metal: z.nisabMetal,
    nisab_value: roundMoney(z.nisabValue),
    nisab_reached: z.nisabReached,
    zakatable_value: roundMoney(z.zakatableValue),
    items: z.items.map((i) => ({
      asset_code: i.asset.code,
      asset_name: i.asset.nameEn,
      asset_type: i.asset.mainType,
      quantity: roundQuantity(i.quantity),
      value: roundMoney(i.value),
      included: i.included,
      reason: i.reason,
    })),
    hawl: hawlBody(z.hawl, z.hawl.dueOnHijri),
    current: hawlBody(z.current, z.current.dueOnHijri),
    unpaid: z.unpaid.map((u) => ({
      started_on: u.startedOn,
      due_on: u.dueOn,
      due_on_hijri: u.dueOnHijri,
      value_on_due: roundMoney(u.valueOnDue),
      amount: roundMoney(u.amount),
    })),
    value_on_due: z.valueOnDue === null ? null : roundMoney(z.valueOnDue),
    amount_due: roundMoney(z.amountDue),
    estimate: z.estimate === null ? null : roundMoney(z.estimate),
    explanation: z.explanation,
  };
}

export function presentPayment(p: PaymentRecord): ZakatPayment {
  return {
    uuid: p.uuid,
    paid_on: p.paidOn,
    amount: roundMoney(p.amount),
    hawl_started_on: p.hawlStartedOn,
    hawl_due_on: p.hawlDueOn,
  };
}
