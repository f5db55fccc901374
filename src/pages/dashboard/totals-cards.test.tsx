import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { ChartPoint, PortfolioValue } from '@contract/portfolio';
import { preferencesMachine } from '@machines/preferences/preferences.machine';
import { dashboardMachine } from '@machines/dashboard/dashboard.machine';
import type { DashboardTotals } from '@machines/dashboard/types';
import { ZERO_PORTFOLIO_VALUE } from '@tests/support/portfolio-fixtures';
import { createTestProviders } from '@tests/support/test-providers';
import { TotalsCards } from './totals-cards';

function renderCards(totals: PortfolioValue, language: 'ar' | 'en' = 'en') {
  const actor = createActor(
    dashboardMachine.provide({
      actors: {
        loadTotals: fromPromise<DashboardTotals>(async () => ({ value: totals, priceStatus: null })),
        loadChart: fromPromise(() => new Promise<ChartPoint[]>(() => {})),
      },
    }),
    {
      input: {
        today: () => '2026-11-22',
        preferences: createActor(preferencesMachine, { input: { theme: 'dark', language } }).start(),
      },
    },
  ).start();
  const Providers = createTestProviders({ language });
  render(
    <Providers>
      <TotalsCards actorRef={actor} />
    </Providers>,
  );
}

const card = (testId: string) => screen.getByTestId(testId);
const direction = (testId: string) =>
  card(testId).querySelector('[data-direction]')?.getAttribute('data-direction');

describe('dashboard cards', () => {
  it('show zeros for a new user, neither green nor red', async () => {
    renderCards(ZERO_PORTFOLIO_VALUE);
    expect(await screen.findByTestId('card-gains')).toBeTruthy();
    expect(card('card-total-value').textContent).toBe('Total value0.00EGP0.00% since yesterday');
    // issue 15: without prices nothing pretends to compare with a close or to be priced at some time.
    expect(card('card-daily-change').textContent).toBe(
      'Daily change0.00EGPNo earlier close to compare with yet',
    );
    expect(card('dashboard-prices-at').textContent).toBe(
      'No market prices have been recorded yet, so values show as 0.',
    );
    expect(card('card-total-grams').textContent).toBe(
      'Total grams0gGross weight of all your goldPure gold (24 karat): 0 g',
    );
    expect(card('card-gold-prices').textContent).toBe(
      'Gold prices24 karat0.00EGP21 karat0.00EGP18 karat0.00EGP',
    );
    expect(direction('card-daily-change')).toBe('flat');
    expect(direction('card-total-value')).toBe('flat');
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
    // issue 15: the change names the close it compares with, here an older one (no prices since Thursday).
    expect(card('card-total-value').textContent).toBe(
      'Total value98,000.00EGP-2.04% since the close of Thursday, November 19',
    );
    expect(card('card-daily-change').textContent).toBe(
      'Daily change-2,000.00EGPSince the close of Thursday, November 19',
    );
    expect(card('dashboard-prices-at').textContent).toBe(
      'Prices as of November 22, 2026 at 11:00 AM (Cairo time)',
    );
    expect(direction('card-daily-change')).toBe('down');
    expect(direction('card-total-value')).toBe('down');
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
    );
    expect(await screen.findByText('+120.50')).toBeTruthy();
    expect(card('card-total-value').textContent).toBe(
      'القيمة الإجمالية32,556.00ج.م+0.37% منذ إغلاق السبت، ٢١ نوفمبر',
    );
    expect(card('card-daily-change').textContent).toBe('التغير اليومي+120.50ج.ممنذ إغلاق السبت، ٢١ نوفمبر');
    expect(card('dashboard-prices-at').textContent).toBe(
      'الأسعار في ٢٢ نوفمبر ٢٠٢٦ في ١١:٠٠ ص (بتوقيت القاهرة)',
    );
    expect(card('card-total-grams').textContent).toBe(
      'إجمالي الجرامات8جمالوزن القائم لكل ذهبكالذهب الخالص (عيار 24): 7 جم',
    );
    expect(direction('card-daily-change')).toBe('up');
  });

  it('show the cost basis and the gain or loss, unrealised and realised, beside the total (issue 15)', async () => {
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
    expect(card('gain-costBasis').textContent).toBe('Cost basis48,000.00EGP');
    expect(card('gain-unrealized').textContent).toBe('Unrealised gain or loss-11,500.00EGP-23.96%');
    expect(card('gain-realized').textContent).toBe('Realised from sells+2,000.00EGP');
    expect(card('gain-total').textContent).toBe('Total gain or loss-9,500.00EGP');
    expect(direction('gain-unrealized')).toBe('down');
    expect(direction('gain-realized')).toBe('up');
  });
});
