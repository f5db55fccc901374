import type Big from 'big.js';
import type { CatalogueAsset } from '../portfolio/catalogue';
import { ZERO } from '../portfolio/money';
import { exposureOf, replayPositions, resolvePrices, valueHoldings } from '../portfolio/valuation';
import { hijriString } from './hijri';
import { dayWealth, nisabValue, reachesNisab, workOutHawl, type Hawl, type HawlInput } from './hawl';
import { inclusionOf, NISAB_GRAMS, ZAKAT_RATE, type InclusionReason, type ZakatSettings } from './settings';

/** One holding as the zakat page lists it: counted or not, and why. */
export interface ZakatItem {
  asset: CatalogueAsset;
  quantity: Big;
  value: Big;
  included: boolean;
  reason: InclusionReason;
}

/** A step of the explanation: a key the SPA localises and the numbers it shows (decimals as strings). */
export interface ExplanationStep {
  key: string;
  values: Record<string, string>;
}

export interface Zakat {
  asOf: string;
  settings: ZakatSettings;
  nisabGrams: Big;
  nisabValue: Big;
  zakatableValue: Big;
  nisabReached: boolean;
  items: ZakatItem[];
  hawl: Hawl & { dueOnHijri: string | null };
  valueOnDue: Big | null;
  amountDue: Big;
  /** 2.5 % of today's zakatable value while nothing is due; null when due. */
  estimate: Big | null;
  explanation: ExplanationStep[];
}

/** 2.5 % of a value, never negative (debts larger than the wealth owe nothing). */
export function zakatOn(value: Big): Big {
  return value.gt(0) ? value.times(ZAKAT_RATE) : ZERO;
}

const money = (value: Big) => value.round(2).toFixed(2);

export function computeZakat(input: HawlInput): Zakat {
  const { entries, catalogue, latest, today, settings } = input;
  const prices = resolvePrices(latest);
  const positions = replayPositions(entries);
  const items: ZakatItem[] = valueHoldings(positions, catalogue, prices).map((h) => ({
    asset: h.asset,
    quantity: h.quantity,
    value: h.totalValue,
    ...inclusionOf(h.asset, settings),
  }));
  const includedPositions = new Map(
    [...positions].filter(([id]) => {
      const asset = catalogue.byId.get(id);
      return asset !== undefined && inclusionOf(asset, settings).included;
    }),
  );
  const hasHoldings = includedPositions.size > 0;
  const now = dayWealth(hasHoldings ? exposureOf(includedPositions, catalogue) : null, prices, settings);
  const nisab = nisabValue(prices, settings);
  const nisabReached = reachesNisab(now);
  const hawl = workOutHawl(input);
  const dueOnHijri = hawl.state === 'below_nisab' ? null : hijriString(hawl.dueOn);
  const valueOnDue = hawl.state === 'due' ? hawl.valueOnDue : null;
  const amountDue = valueOnDue === null ? ZERO : zakatOn(valueOnDue);
  const estimate = valueOnDue === null ? zakatOn(now.value) : null;

  const includedValue = items.filter((i) => i.included).reduce((sum, i) => sum.plus(i.value), ZERO);
  const excludedValue = items.filter((i) => !i.included).reduce((sum, i) => sum.plus(i.value), ZERO);
  const karat = settings.nisabBasis === 'gold_24' ? 24 : 21;
  const explanation: ExplanationStep[] = [
    {
      key: 'nisab',
      values: {
        grams: NISAB_GRAMS.toFixed(0),
        karat: String(karat),
        gram_price: money(prices.gram[karat]),
        nisab_value: money(nisab),
      },
    },
    {
      key: 'holdings',
      values: { included_value: money(includedValue), excluded_value: money(excludedValue) },
    },
    {
      key: 'zakatable',
      values: {
        holdings: money(includedValue),
        cash: money(settings.cashEgp),
        debts: money(settings.debtsEgp),
        zakatable_value: money(now.value),
      },
    },
    {
      key: nisabReached ? 'nisab_reached' : 'nisab_not_reached',
      values: { zakatable_value: money(now.value), nisab_value: money(nisab) },
    },
    hawl.state === 'below_nisab'
      ? { key: 'hawl_below_nisab', values: {} }
      : {
          key: `hawl_${hawl.state}`,
          values: { started_on: hawl.startedOn, due_on: hawl.dueOn, due_on_hijri: dueOnHijri ?? '' },
        },
    valueOnDue === null
      ? { key: 'estimate', values: { rate: '2.5', base: money(now.value), amount: money(estimate ?? ZERO) } }
      : { key: 'amount_due', values: { rate: '2.5', base: money(valueOnDue), amount: money(amountDue) } },
  ];

  return {
    asOf: today,
    settings,
    nisabGrams: NISAB_GRAMS,
    nisabValue: nisab,
    zakatableValue: now.value,
    nisabReached,
    items,
    hawl: { ...hawl, dueOnHijri },
    valueOnDue,
    amountDue,
    estimate,
    explanation,
  };
}
