import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { ChartPoint, PortfolioValue } from '@contract/portfolio';
import { dashboardMachine } from '@machines/dashboard/dashboard.machine';
import { createTestProviders } from '@tests/support/test-providers';
import { TotalsCards } from './totals-cards';

const zero: PortfolioValue = {
  total_value: 0,
  latest_change: 0,
  percentage_change: 0,
  total_grams: 0,
  gold_24k_price: 0,
  gold_21k_price: 0,
  gold_18k_price: 0,
  prices_at: null,
  previous_close_day: null,
};

function renderCards(totals: PortfolioValue, language: 'ar' | 'en' = 'en') {
  const actor = createActor(
    dashboardMachine.provide({
      actors: {
        loadTotals: fromPromise(async () => totals),
        loadChart: fromPromise(() => new Promise<ChartPoint[]>(() => {})),
      },
    }),
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
    renderCards(zero);
    expect(await screen.findByText('0.00%')).toBeTruthy();
    expect(card('card-total-value').textContent).toBe('Total value0.00EGP0.00% since yesterday');
    expect(card('card-daily-change').textContent).toBe("Daily change0.00EGPSince yesterday's close");
    expect(card('card-total-grams').textContent).toBe('Total grams0gPure weight of all your gold');
    expect(card('card-gold-prices').textContent).toBe(
      'Gold prices24 karat0.00EGP21 karat0.00EGP18 karat0.00EGP',
    );
    expect(direction('card-daily-change')).toBe('flat');
    expect(direction('card-total-value')).toBe('flat');
  });

  it('show a loss in red with its minus sign', async () => {
    renderCards({ ...zero, total_value: 98_000, latest_change: -2_000, percentage_change: -2.0408 });
    expect(await screen.findByText('-2,000.00')).toBeTruthy();
    expect(card('card-total-value').textContent).toBe('Total value98,000.00EGP-2.04% since yesterday');
    expect(direction('card-daily-change')).toBe('down');
    expect(direction('card-total-value')).toBe('down');
  });

  it('read in Arabic with en-US figures and the Arabic currency label', async () => {
    renderCards(
      { ...zero, total_value: 32_556, latest_change: 120.5, percentage_change: 0.37, total_grams: 8 },
      'ar',
    );
    expect(await screen.findByText('+120.50')).toBeTruthy();
    expect(card('card-total-value').textContent).toBe('القيمة الإجمالية32,556.00ج.م+0.37% منذ الأمس');
    expect(card('card-total-grams').textContent).toBe('إجمالي الجرامات8جمالوزن الصافي لكل ذهبك');
    expect(direction('card-daily-change')).toBe('up');
  });
});
