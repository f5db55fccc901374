import type { Report } from '@contract/reports';
import { expect, vi } from 'vitest';
import { testMachineModel } from '@tests/support/model-based';
import { clicksButton } from '@tests/support/model-steps';
import { createTestProviders } from '@tests/support/test-providers';
import { ReportView } from '@/pages/reports/report-view';
import { choosesOption } from '@tests/support/form-steps';
import { bothLanguages } from '@tests/support/both-languages';
import { reportMachine } from './report.machine';
import { notFound, offline } from '@tests/fixtures/machines/failures';

vi.setConfig({ testTimeout: 60_000 });

const MONTHS = ['2026-11', '2026-10', '2026-09'];
const REPORT: Report = {
  month: '2026-10',
  from: '2026-10-01',
  to: '2026-10-31',
  complete: true,
  start_value: 35000,
  end_value: 34600,
  change: -400,
  change_pct: -1.14,
  net_invested: -2500,
  start_prices_at: '2026-09-30T15:00:00.000Z',
  end_prices_at: '2026-10-31T15:00:00.000Z',
  start_priced_on: '2026-09-30',
  end_priced_on: '2026-10-31',
  prices_in_month: true,
  total_grams: 8,
  pure_gold_grams: 7,
  holdings: [
    {
      asset_code: 'gram_21k',
      asset_name: '21K gram',
      main_type: 'grams',
      start_quantity: 10,
      end_quantity: 8,
      start_value: 35000,
      end_value: 29600,
      change: -5400,
    },
  ],
  transactions: [
    {
      uuid: '5b0c7f7e-7d7c-4f55-9b8e-0b6f2b9b6d11',
      transaction_type: 'sell',
      asset: 12,
      asset_code: 'gram_21k',
      asset_type: 'grams',
      asset_name: '21K gram',
      quantity: 2,
      price: 3650,
      timestamp: '2026-10-20T12:00:00.000Z',
    },
  ],
  gold_21_buy: { min: 3600, max: 3700 },
  usd: { min: 49, max: 50 },
  zakat: {
    as_of: '2026-11-22',
    nisab_reached: false,
    hawl_state: 'below_nisab',
    due_on: null,
    amount_due: 0,
  },
};

for (const [language, strings] of bothLanguages) {
  const s = strings.reports;
  testMachineModel(`report (${language})`, {
    machine: reportMachine,
    input: { month: null },
    render: (actor) => <ReportView actorRef={actor} />,
    wrapper: createTestProviders({ language, route: '/dashboard/reports' }),
    actors: {
      loadMonths: { done: [MONTHS, []], error: [offline] },
      loadReport: {
        done: [REPORT],
        error: [notFound, offline],
      },
    },
    events: {
      'report.monthChanged': {
        cases: [{ month: '2026-09' }],
        ...choosesOption(s.month, '2026-09', 'picks September 2026 in the month list'),
      },
      'report.retry': clicksButton(s.retry, 'clicks “Try again”'),
      'report.print': clicksButton(
        s.print,
        'clicks “Print / save as PDF” (the browser’s print dialog opens)',
      ),
    },
    plan: language === 'en' ? 'report' : false,
    sees: {
      loadingMonths: '“Loading the report…” with a spinner.',
      loadingMonthsFailed: '“The report could not be loaded.” and “Try again”.',
      noReports: '“No reports yet”, why, and a link to the portfolio.',
      loading: '“Loading the report…” with a spinner, the month list and the print button.',
      loaded:
        'The month’s figures (start 35,000.00 EGP, end 34,600.00 EGP, the change −400.00 with −1.14%), the holdings table, the transactions table and the zakat line.',
      notFound: '“There is no report for this month” and why; the month list to choose another.',
      loadingFailed: '“The report could not be loaded.” and “Try again”; the month list.',
    },
    states: {
      loadingMonths: ({ screen }) => expect(screen.getByRole('status').textContent).toBe(s.loading),
      loadingMonthsFailed: ({ screen }) => {
        expect(screen.getByText(s.failed)).toBeTruthy();
        expect(screen.queryByRole('combobox')).toBeNull();
      },
      noReports: ({ screen }) => expect(screen.getByRole('heading', { name: s.none })).toBeTruthy(),
      loading: ({ screen }) => {
        expect(screen.getByRole('status').textContent).toBe(s.loading);
        expect(screen.getByRole('combobox', { name: s.month })).toBeTruthy();
      },
      loaded: ({ screen }) => {
        expect(screen.getByTestId('report-start').textContent).toContain('35,000.00');
        expect(screen.getByTestId('report-end').textContent).toContain('34,600.00');
        expect(screen.getByTestId('report-change').textContent).toContain('-1.14%');
        expect(screen.getAllByTestId('report-holding')).toHaveLength(1);
        expect(screen.getAllByTestId('report-transaction')).toHaveLength(1);
        expect(screen.getByTestId('report-zakat').textContent).toContain(s.zakat.below);
      },
      notFound: ({ screen }) => expect(screen.getByRole('heading', { name: s.notFound })).toBeTruthy(),
      loadingFailed: ({ screen }) => {
        expect(screen.getByText(s.failed)).toBeTruthy();
        expect(screen.getByRole('combobox', { name: s.month })).toBeTruthy();
      },
    },
  });
}
