import type { ZakatPayment, ZakatResponse } from '@contract/zakat';
import Big from 'big.js';
import type { AppContext } from '../app-context';
import { getCatalogue } from '../portfolio/catalogue-store';
import { memoized, readLedger } from '../portfolio/ledger-store';
import { roundMoney, roundQuantity } from '../portfolio/money';
import { getDailyCloses, getLatestSnapshot } from '../prices/price-store';
import { cairoDay } from '../time/cairo-day';
import { computeZakat, type Zakat } from './compute';
import { listPayments, readSettings, type PaymentRecord } from './store';

/**
 * One household member's zakat (issue 17): their own gold, nisab and hawl. The cash, debts and recorded payments of
 * the settings are the account holder's, so they count for the owner's own member only.
 */
export interface ZakatMember {
  uuid: string;
  isOwner: boolean;
}

/**
 * Gathers the person's ledger (or one member's part of it), prices, settings and payments, then runs the pure
 * computation (compute.ts).
 */
export async function zakatFor(
  ctx: AppContext,
  userId: number,
  revision?: number,
  member?: ZakatMember,
): Promise<Zakat> {
  const today = cairoDay(ctx.now());
  const [catalogue, household, stored, storedPayments, latest] = await Promise.all([
    getCatalogue(ctx),
    readLedger(ctx, userId, revision),
    readSettings(ctx, userId),
    listPayments(ctx, userId),
    getLatestSnapshot(ctx),
  ]);
  const ledger = member ? household.forMember(member.uuid) : household;
  const holderOnly = member !== undefined && !member.isOwner;
  const settings = holderOnly ? { ...stored, cashEgp: new Big(0), debtsEgp: new Big(0) } : stored;
  const payments = holderOnly ? [] : storedPayments;
  const first = ledger.entries[0];
  const closes = first ? await getDailyCloses(ctx, cairoDay(first.at), today) : [];
  const settledDueOn = payments[0]?.hawlDueOn ?? null;
  // Computed once per ledger revision, prices, settings and settled hawl (the day-by-day walk is the costly part).
  const key = [
    'zakat',
    today,
    latest?.id,
    closes.length,
    closes.at(-1)?.snapshot.id,
    settings.nisabBasis,
    settings.hawlRule,
    settings.jewellery,
    settings.cashEgp.toFixed(),
    settings.debtsEgp.toFixed(),
    settledDueOn,
  ].join(':');
  return memoized(ledger, key, () =>
    computeZakat({ entries: ledger.entries, catalogue, closes, latest, today, settings, settledDueOn }),
  );
}

export function presentZakat(z: Zakat): ZakatResponse {
  const running = z.hawl.state === 'below_nisab' ? null : z.hawl;
  return {
    as_of: z.asOf,
    settings: {
      nisab_basis: z.settings.nisabBasis,
      hawl_rule: z.settings.hawlRule,
      jewellery: z.settings.jewellery,
      // Exactly as stored (up to 6 decimals), like a transaction's quantity and price: the settings form is filled
      // with these and sends them back, so a rounded figure would rewrite an amount the person never touched.
      cash_egp: Number(z.settings.cashEgp.toFixed()),
      debts_egp: Number(z.settings.debtsEgp.toFixed()),
    },
    nisab_grams: roundQuantity(z.nisabGrams),
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
    hawl: {
      state: z.hawl.state,
      started_on: running?.startedOn ?? null,
      due_on: running?.dueOn ?? null,
      due_on_hijri: z.hawl.dueOnHijri,
    },
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
