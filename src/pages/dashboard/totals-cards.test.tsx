import { OWN_HOUSEHOLD_SCOPE, type ScopeInput } from '@machines/shared/acting-for';
import { cleanup, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { PortfolioValue } from '@contract/portfolio';
import { preferencesMachine } from '@machines/preferences/preferences.machine';
import { dashboardMachine } from '@machines/dashboard/dashboard.machine';
import type { DashboardTotals, WealthPoint, WealthUnit } from '@machines/dashboard/types';
import { ZERO_PORTFOLIO_VALUE } from '@tests/support/portfolio-fixtures';
import { dollarHolding, poundHolding } from '@tests/fixtures/machines/portfolio';
import { createTestProviders } from '@tests/support/test-providers';
import { DashboardView } from './dashboard-view';

function renderCards(
  totals: PortfolioValue,
  language: 'ar' | 'en' = 'en',
  ledger: Pick<DashboardTotals, 'holdings' | 'ledgerEmpty'> = { holdings: [], ledgerEmpty: false },
  unit?: WealthUnit,
) {
  const actor = createActor(
    dashboardMachine.provide({
      actors: {
        loadTotals: fromPromise<DashboardTotals, ScopeInput>(async () => ({
          value: totals,
          priceStatus: null,
          ...ledger,
        })),
        loadChart: fromPromise(() => new Promise<WealthPoint[]>(() => {})),
      },
    }),
    {
      input: {
        today: () => '2026-11-22',
        role: 'owner',
        scope: OWN_HOUSEHOLD_SCOPE,
        unit,
        preferences: createActor(preferencesMachine, { input: { theme: 'dark', language } }).start(),
      },
    },
  ).start();
  const Providers = createTestProviders({ language });
  render(
    <Providers>
      <DashboardView actorRef={actor} />
    </Providers>,
  );
}

const card = (testId: string) => screen.getByTestId(testId);
const direction = (testId: string) =>
  card(testId).querySelector('[data-direction]')?.getAttribute('data-direction');
/** Each test id's whole text, and the direction (green up, red down) of those given one. */
function expectCards(texts: Record<string, string>, directions: Record<string, string> = {}) {
  expect(Object.fromEntries(Object.keys(texts).map((id) => [id, card(id).textContent]))).toEqual(texts);
  expect(Object.fromEntries(Object.keys(directions).map((id) => [id, direction(id)]))).toEqual(directions);
}

describe('dashboard cards', () => {
  it('show zeros, neither green nor red, when nothing is held any more', async () => {
    renderCards(ZERO_PORTFOLIO_VALUE);
    expect(await screen.findByTestId('card-gains')).toBeTruthy();
    expectCards(
      {
        'card-total-value': 'Total value0.00EGP0.00% since yesterday',
        // product §10: without prices nothing pretends to compare with a close or to be priced at some time.
        'card-daily-change': 'Daily change0.00EGPNo earlier close to compare with yet',
        'dashboard-prices-at': 'No market prices have been recorded yet, so values show as 0.',
        'card-total-grams': 'Total grams0gGross weight of all your goldPure gold (24 karat): 0 g',
        'card-gold-prices': 'Gold prices24 karat0.00EGP21 karat0.00EGP18 karat0.00EGP',
        'allocation-card':
          "AllocationShare of today's valueNothing held has a price yet, so there is nothing to split.",
      },
      { 'card-daily-change': 'flat', 'card-total-value': 'flat' },
    );
    expect(screen.queryByTestId('dashboard-empty')).toBeNull();
  });

  it('invite the first transaction instead of zero cards when the ledger is empty (product §10)', async () => {
    renderCards({ ...ZERO_PORTFOLIO_VALUE, gold_24k_price: 6_950.25 }, 'en', {
      holdings: [],
      ledgerEmpty: true,
    });
    expect(await screen.findByTestId('dashboard-empty')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add your first transaction' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /import a CSV file/ }).getAttribute('href')).toBe(
      '/dashboard/portfolio',
    );
    // Today's prices stay: what a first purchase starts from.
    expect(card('gold-price-24').textContent).toBe('24 karat6,950.25EGP');
    for (const gone of ['card-total-value', 'card-gains', 'chart-card', 'allocation-card'])
      expect(screen.queryByTestId(gone)).toBeNull();
  });

  it('show a loss in red with its minus sign', async () => {
    renderCards({
      ...ZERO_PORTFOLIO_VALUE,
      total_value: 98_000,
      latest_change: -2_000,
      percentage_change: -2.0408,
      prices_at: '2026-11-22T09:00:00Z',
      previous_close_day: '2026-11-19',
    });
    expect(await screen.findByText('-2,000.00')).toBeTruthy();
    // product §10: the change names the close it compares with, here an older one (no prices since Thursday).
    expectCards(
      {
        'card-total-value': 'Total value98,000.00EGP-2.04% since the close of Thursday, November 19',
        'card-daily-change': 'Daily change-2,000.00EGPSince the close of Thursday, November 19',
        'dashboard-prices-at': 'Prices as of November 22, 2026 at 11:00 AM (Cairo time)',
      },
      { 'card-daily-change': 'down', 'card-total-value': 'down' },
    );
  });

  it('read in Arabic with en-US figures and the Arabic currency label', async () => {
    renderCards(
      {
        ...ZERO_PORTFOLIO_VALUE,
        total_value: 32_556,
        latest_change: 120.5,
        percentage_change: 0.37,
        total_grams: 8,
        pure_gold_grams: 7,
        prices_at: '2026-11-22T09:00:00Z',
        previous_close_day: '2026-11-21',
      },
      'ar',
      { holdings: [poundHolding, dollarHolding], ledgerEmpty: false },
    );
    expect(await screen.findByText('+120.50')).toBeTruthy();
    expectCards(
      {
        'card-total-value': 'القيمة الإجمالية32,556.00ج.م+0.37% منذ إغلاق السبت، ٢١ نوفمبر',
        'card-daily-change': 'التغير اليومي+120.50ج.ممنذ إغلاق السبت، ٢١ نوفمبر',
        'dashboard-prices-at': 'الأسعار في ٢٢ نوفمبر ٢٠٢٦ في ١١:٠٠ ص (بتوقيت القاهرة)',
        'card-total-grams': 'إجمالي الجرامات8جمالوزن القائم لكل ذهبكالذهب الخالص (عيار 24): 7 جم',
        'allocation-pounds': 'جنيهات ذهب85.2%96,254.24ج.م',
        'allocation-currencies': 'عملات14.8%16,741.05ج.م',
      },
      { 'card-daily-change': 'up' },
    );
  });

  it('show the cost basis and the gain or loss, unrealised and realised, beside the total (product §10)', async () => {
    renderCards({
      ...ZERO_PORTFOLIO_VALUE,
      total_value: 36_500,
      cost_basis: 48_000,
      unrealized_gain: -11_500,
      unrealized_gain_pct: -23.96,
      realized_gain: 2_000,
      total_gain: -9_500,
    });
    expect(await screen.findByText('48,000.00')).toBeTruthy();
    expectCards(
      {
        'gain-costBasis': 'Cost basis48,000.00EGP',
        'gain-unrealized': 'Unrealised gain or loss-11,500.00EGP-23.96%',
        'gain-realized': 'Realised from sells+2,000.00EGP',
        'gain-total': 'Total gain or loss-9,500.00EGP',
      },
      { 'gain-unrealized': 'down', 'gain-realized': 'up' },
    );
  });

  it('count the total in the unit chosen before, at the dealer buy price, with the EGP below (product §10)', async () => {
    const totals = {
      ...ZERO_PORTFOLIO_VALUE,
      total_value: 32_556,
      in_units: { gold_21_grams: 8.0412, gold_pounds: 1, usd: 671.1 },
    };
    renderCards(totals, 'ar', undefined, 'gold_21_grams');
    expect(await screen.findByText('8.04')).toBeTruthy();
    expectCards({ 'card-total-value': 'القيمة الإجمالية8.04جم عيار 2132,556.00ج.م بسعر شراء التاجر اليوم' });
    expect(screen.getByRole('button', { name: 'جرام عيار 21' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('say so, rather than show a figure, when there is no price to count the total in', async () => {
    renderCards({ ...ZERO_PORTFOLIO_VALUE, total_value: 500 }, 'en', undefined, 'usd');
    expect(await screen.findByTestId('wealth-no-price')).toBeTruthy();
    expectCards({
      'card-total-value':
        'Total valueNo price today to count it in this unit500.00EGP at today’s dealer buy price',
    });
  });

  it('split the gold gain from the workmanship, and say the split is unknown (never zero) without it', async () => {
    const known = {
      ...ZERO_PORTFOLIO_VALUE,
      total_value: 57_000,
      cost_basis: 60_000,
      unrealized_gain: -3_000,
      workmanship_paid: 3_000,
      gold_cost: 57_000,
      gold_gain: 0,
      refundable: 400,
    };
    renderCards(known);
    expect(await screen.findByTestId('gain-split')).toBeTruthy();
    expectCards({
      'gain-split': 'Gold gain or loss0.00EGPWorkmanship paid-3,000.00EGPRefundable by makers400.00EGP',
    });
    expect(screen.queryByTestId('gain-workmanship-unknown')).toBeNull();
    cleanup();

    renderCards({
      ...known,
      workmanship_known: false,
      workmanship_paid: null,
      gold_cost: null,
      gold_gain: null,
    });
    expect(await screen.findByTestId('gain-workmanship-unknown')).toBeTruthy();
    expect(card('gain-workmanship-unknown').textContent).toBe(
      'Gold gain and workmanship: unknown, because some of your gold has no workmanship recorded',
    );
    expect(screen.queryByTestId('gain-split')).toBeNull();
  });
});
