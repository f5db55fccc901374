import type { ExplanationStep, ZakatItem, ZakatResponse } from '@contract/zakat';
import type { ApiFailure } from '../shared/api-failure';
import type { ZakatPage } from './types';

/**
 * Zakat pages as the server answers them (issue 16), for the machine's tests: 21 karat bought back at 4,000 EGP a
 * gram (nisab 85 × 4,000 = 340,000), twelve gold pounds, 50 g of worn jewellery and 1,000 US dollars.
 */
const pounds: ZakatItem = {
  asset_code: 'pound_full',
  asset_name: 'Gold pound',
  asset_type: 'pounds',
  quantity: 12,
  value: 384_000,
  included: true,
  reason: 'saved_gold',
};
const jewellery = (included: boolean): ZakatItem => ({
  asset_code: 'jewellery_21k',
  asset_name: '21K jewellery (gram)',
  asset_type: 'jewellery',
  quantity: 50,
  value: 200_000,
  included,
  reason: included ? 'jewellery_included' : 'jewellery_exempt',
});
const dollars: ZakatItem = {
  asset_code: 'usd',
  asset_name: 'US Dollar',
  asset_type: 'currencies',
  quantity: 1000,
  value: 50_000,
  included: true,
  reason: 'currency',
};

function zakat(options: {
  jewelleryIncluded: boolean;
  hawl: ZakatResponse['hawl'];
  valueOnDue: number | null;
  /** The year under way today (for a due page, the one that started on the due day). */
  current?: ZakatResponse['hawl'];
}): ZakatResponse {
  const jewelleryIncluded = options.jewelleryIncluded;
  const zakatable = 434_000 + (jewelleryIncluded ? 200_000 : 0);
  const due = options.valueOnDue !== null;
  const current = options.current ?? options.hawl;
  const amountDue = due ? (options.valueOnDue ?? 0) * 0.025 : 0;
  const estimate = current.state === 'running' ? zakatable * 0.025 : null;
  const dueOn = options.hawl.due_on ?? '';
  const unpaid = due
    ? [
        {
          started_on: options.hawl.started_on ?? '',
          due_on: dueOn,
          due_on_hijri: options.hawl.due_on_hijri ?? '',
          value_on_due: options.valueOnDue ?? 0,
          amount: amountDue,
        },
      ]
    : [];
  const dueSteps: ExplanationStep[] = unpaid.flatMap((u): ExplanationStep[] => [
    { key: 'due_year', values: { started_on: u.started_on, due_on: u.due_on, due_on_hijri: u.due_on_hijri } },
    {
      key: 'due_nisab',
      values: { day: u.due_on, grams: '85', karat: '21', gram_price: '4000.00', nisab_value: '340000.00' },
    },
    {
      key: 'due_zakatable',
      values: {
        day: u.due_on,
        holdings: u.value_on_due.toFixed(2),
        cash: '0.00',
        receivables: '0.00',
        debts: '0.00',
        zakatable_value: u.value_on_due.toFixed(2),
      },
    },
    {
      key: 'due_amount',
      values: { day: u.due_on, rate: '2.5', base: u.value_on_due.toFixed(2), amount: u.amount.toFixed(2) },
    },
  ]);
  const today = '2026-11-23';
  const hawlSteps: ExplanationStep[] =
    current.state === 'running'
      ? [
          {
            key: 'hawl_running',
            values: {
              started_on: current.started_on ?? '',
              due_on: current.due_on ?? '',
              due_on_hijri: current.due_on_hijri ?? '',
            },
          },
          {
            key: 'estimate',
            values: {
              day: today,
              rate: '2.5',
              base: zakatable.toFixed(2),
              amount: (estimate ?? 0).toFixed(2),
            },
          },
        ]
      : [{ key: 'hawl_not_reached', values: {} }];
  return {
    as_of: today,
    settings: {
      nisab_basis: 'gold_21',
      hawl_rule: 'continuous',
      jewellery: jewelleryIncluded ? 'included' : 'exempt',
      year: 'lunar',
      cash_egp: 0,
      receivables_egp: 0,
      debts_egp: 0,
    },
    rate: 2.5,
    nisab_grams: 85,
    nisab_value: 340_000,
    nisab_reached: true,
    zakatable_value: zakatable,
    items: [pounds, jewellery(jewelleryIncluded), dollars],
    hawl: options.hawl,
    current,
    unpaid,
    value_on_due: options.valueOnDue,
    amount_due: amountDue,
    estimate,
    explanation: [
      ...dueSteps,
      { key: 'today', values: { day: today } },
      {
        key: 'nisab',
        values: { day: today, grams: '85', karat: '21', gram_price: '4000.00', nisab_value: '340000.00' },
      },
      {
        key: 'zakatable',
        values: {
          day: today,
          holdings: zakatable.toFixed(2),
          cash: '0.00',
          receivables: '0.00',
          debts: '0.00',
          zakatable_value: zakatable.toFixed(2),
        },
      },
      {
        key: 'excluded',
        values: { day: today, excluded_value: (jewelleryIncluded ? 0 : 200_000).toFixed(2) },
      },
      {
        key: 'nisab_reached',
        values: { day: today, zakatable_value: zakatable.toFixed(2), nisab_value: '340000.00' },
      },
      ...hawlSteps,
    ],
  };
}

/** A hawl that started on 20 October 2025 fell due on 9 October 2026 (28 Rabi' II 1448), at 420,000 EGP. */
export const duePage: ZakatPage = {
  zakat: zakat({
    jewelleryIncluded: false,
    hawl: { state: 'due', started_on: '2025-10-20', due_on: '2026-10-09', due_on_hijri: '1448-04-28' },
    valueOnDue: 420_000,
    current: { state: 'running', started_on: '2026-10-09', due_on: '2027-09-29', due_on_hijri: '1449-04-28' },
  }),
  payments: [],
};

/** A page whose hawl is still running: nothing due yet, only an estimate (no value on a due day). */
const runningHawl = (
  hawl: ZakatResponse['hawl'],
  {
    jewelleryIncluded = false,
    payments = [],
  }: { jewelleryIncluded?: boolean; payments?: ZakatPage['payments'] } = {},
): ZakatPage => ({ zakat: zakat({ jewelleryIncluded, hawl, valueOnDue: null }), payments });

/** A hawl running since 1 May 2026: nothing due yet, an estimate of 2.5 % of today's 434,000 EGP. */
export const runningPage = runningHawl({
  state: 'running',
  started_on: '2026-05-01',
  due_on: '2027-04-21',
  due_on_hijri: '1448-11-14',
});

/** The running hawl after the person counts worn jewellery: 634,000 EGP, an estimate of 15,850 EGP. */
export const jewelleryIncludedPage = runningHawl(runningPage.zakat.hawl, { jewelleryIncluded: true });

/** The due hawl settled on 20 November 2026: the next one started on the due day. */
export const paidPage = runningHawl(
  { state: 'running', started_on: '2026-10-09', due_on: '2027-09-29', due_on_hijri: '1449-04-28' },
  {
    payments: [
      {
        uuid: '6f1c1b7e-5d7a-4c43-9b8e-2f7d0f6a1c11',
        paid_on: '2026-11-20',
        amount: 10_500,
        hawl_started_on: '2025-10-20',
        hawl_due_on: '2026-10-09',
      },
    ],
  },
);

export const settingsRefused: ApiFailure = {
  status: 400,
  body: { cash_egp: ['Ensure that there are no more than 8 digits before the decimal point.'] },
};
export const nothingDue: ApiFailure = {
  status: 400,
  body: { detail: 'No hawl is due: a payment settles the hawl that is due.' },
};
