import { OWN_HOUSEHOLD_SCOPE } from '@machines/shared/acting-for';
import { act, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, expect, vi } from 'vitest';
import type { ChartPoint, PortfolioValue } from '@contract/portfolio';
import type { PriceStatus } from '@contract/price-status';
import { type AppActors, AppSystemProvider } from '@/app/system/app-system';
import { usePreferenceActions, usePrivacyMode } from '@/app/preferences/use-preferences';
import { dashboardTransactionDialog } from '@/components/transaction-dialog/live-transaction-dialog';
import { DashboardView } from '@/pages/dashboard/dashboard-view';
import { testMachineModel } from '@tests/support/model-based';
import { startTestApp } from '@tests/support/app-system';
import { unlessViewer } from '@tests/support/model-steps';
import { createTestProviders } from '@tests/support/test-providers';
import { availableAssetsFixture, transactionFixture } from '@tests/fixtures/machines/transaction-dialog';
import { dollarHolding, poundHolding } from '@tests/fixtures/machines/portfolio';
import { dashboardMachine, preferenceChanges } from './dashboard.machine';

// The transaction dialog is the dashboard's real child (ADR 016); it talks to the portfolio API: answer it at once
// (its own model test covers its failures).
vi.mock('@/api/portfolio', () => ({
  fetchAvailableAssets: vi.fn(async () => availableAssetsFixture),
  createTransaction: vi.fn(async () => transactionFixture),
}));

// The dialog's code is loaded on first open (DeferredTransactionDialog): have it ready, so each step checks the
// page, not the loader.
beforeAll(() => import('@/components/transaction-dialog/transaction-dialog'), 60_000);

/**
 * The app (ADR 030) and its preferences actor, as the dashboard hears it: the privacy switch below toggles it, and
 * its `preferences.changed` reaches the dashboard through the real relay. Privacy is shown again after each path.
 */
const app = startTestApp({}, { preferences: { theme: 'dark', language: 'en' } });
const preferences = app.system.get('preferences') as AppActors['preferences'];
afterEach(() => {
  if (preferences.getSnapshot().matches({ privacy: 'hidden' })) preferences.send({ type: 'privacy.toggle' });
});
const Providers = createTestProviders({ language: 'en' });
function Wrapper({ children }: { children: ReactNode }) {
  return (
    <Providers>
      <AppSystemProvider app={app}>{children}</AppSystemProvider>
    </Providers>
  );
}

// Paths run the whole dashboard through up to seven steps each.
vi.setConfig({ testTimeout: 20_000 });

// ApexCharts draws SVG that happy-dom cannot lay out; the browser tests draw the real one. Here the lazy chunk is
// replaced by a stand-in that shows what it was given.
vi.mock('@/components/value-chart/apex-line-chart', () => ({
  default: ({
    series,
    options,
  }: {
    series: Array<{ data: number[] }>;
    options: { yaxis: { show: boolean }; tooltip: { enabled: boolean } };
  }) => (
    <div
      data-testid="apex-stand-in"
      data-values={series[0]?.data.join(',')}
      data-y-axis={String(options.yaxis.show)}
      data-tooltip={String(options.tooltip.enabled)}
    />
  ),
}));

// The chart is drawn once its place comes near the screen (use-near-screen.ts); happy-dom lays nothing out, so its
// observer never reports: here the reader is always at the chart.
vi.stubGlobal(
  'IntersectionObserver',
  class {
    constructor(private readonly report: IntersectionObserverCallback) {}
    observe(target: Element) {
      this.report([{ isIntersecting: true, target } as IntersectionObserverEntry], this as never);
    }
    disconnect() {}
  },
);

const totals: PortfolioValue = {
  total_value: 123_456.78,
  latest_change: 1_234.5,
  percentage_change: 1.01,
  total_grams: 27.5,
  pure_gold_grams: 23.5,
  gold_24k_price: 4650.25,
  gold_21k_price: 4069.5,
  gold_18k_price: 3487.8,
  prices_at: '2026-11-22T09:00:00Z',
  previous_close_day: '2026-11-21',
  cost_basis: 100_000,
  unrealized_gain: 23_456.78,
  unrealized_gain_pct: 23.46,
  realized_gain: 1_500,
  total_gain: 24_956.78,
  // Of the unrealised gain, the gold made 26,456.78 and the workmanship cost 3,000 (nothing refundable).
  workmanship_known: true,
  workmanship_paid: 3_000,
  refundable: 0,
  gold_cost: 97_000,
  gold_gain: 26_456.78,
  resale_value: 123_456.78,
  in_units: { gold_21_grams: 30.3371, gold_pounds: 3.7921, usd: 2_544.85 },
};
/** Product §10: the prices are 26 hours old, past the server's 24-hour line. */
const stale: PriceStatus = {
  last_updated: '2026-11-22T09:00:00Z',
  age_seconds: 26 * 3600,
  stale: true,
  stale_after_hours: 24,
  provider: 'live',
  last_success_at: '2026-11-22T09:00:00Z',
  failing_since: '2026-11-22T09:05:00Z',
  last_error: 'The gold source timed out.',
};
const points: ChartPoint[] = [
  { date: '2026-11-20', value: 120_000, priced_on: '2026-11-20' },
  { date: '2026-11-21', value: 122_222, priced_on: '2026-11-21' },
  { date: '2026-11-22', value: 123_456.78, priced_on: '2026-11-22' },
];

/** The privacy switch lives in the top bar; this stands in for it so the view sees a real preference change. */
function PrivacySwitch() {
  const { togglePrivacy } = usePreferenceActions();
  const hidden = usePrivacyMode();
  return (
    <button data-testid="privacy-switch" aria-pressed={hidden} onClick={togglePrivacy}>
      Toggle privacy (top bar)
    </button>
  );
}

const logChartFailure = vi.fn();
/** "Your wealth in" is stored by the page; each path starts with nothing chosen. */
const persistUnit = vi.fn();
afterEach(() => persistUnit.mockClear());
const unitOf = (snapshot: { context: unknown }) => (snapshot.context as { unit: string }).unit;
// DOM queries by test id and text: role queries walk the accessibility tree and make 169 paths crawl.
const $ = (testId: string) => document.querySelector<HTMLElement>(`[data-testid="${testId}"]`);
const text = (testId: string) => $(testId)?.textContent ?? '';
const privacyOn = () => $('privacy-switch')?.getAttribute('aria-pressed') === 'true';
const chartLoading = () => document.querySelector('[role="status"][aria-label="Loading the chart…"]');

testMachineModel('dashboard', {
  machine: dashboardMachine,
  // The owner, and a viewer of a shared household: the viewer's machine refuses to open the dialog.
  inputs: [
    { today: () => '2026-11-22', preferences, role: 'owner', scope: OWN_HOUSEHOLD_SCOPE },
    {
      today: () => '2026-11-22',
      preferences,
      role: 'viewer',
      scope: { household: 'h-shared', member: null },
    },
  ],
  render: (actor) => (
    <>
      <PrivacySwitch />
      <DashboardView actorRef={actor} />
    </>
  ),
  wrapper: Wrapper,
  // Real, not faked: the dialog (with the API answered above) and the relay of the preferences actor's events.
  children: { transactionDialog: dashboardTransactionDialog, preferenceChanges },
  actors: {
    loadTotals: {
      done: [
        { value: totals, priceStatus: stale, holdings: [poundHolding, dollarHolding], ledgerEmpty: false },
      ],
      // A 404 in the viewer's shared household is reported to the app (product §13); the page shows the same failure.
      error: [new Error('500'), { status: 404, body: null }],
    },
    // A 404 in the viewer's shared household is reported to the app on every read (product §13).
    loadChart: { done: [points, []], error: [new Error('500'), { status: 404, body: null }] },
  },
  provide: { actions: { logChartFailure, persistUnit } },
  // The unit the chart is counted in: its guard compares the chosen one with it.
  serialize: (s) => ({ unit: unitOf(s) }),
  events: {
    'totals.retry': {
      description: 'clicks Retry under the totals',
      exec: ({ user, screen }) => user.click(screen.getByText('Retry')),
    },
    'chart.rangeChanged': {
      description: 'clicks a range button (1W, 1M, 6M, All)',
      // One other range walks the transition (choosing the current one is a no-op by the guard); the browser
      // tests press every range.
      cases: [{ range: '1w' }],
      exec: ({ user }) => user.click(document.querySelector('[data-range="1w"]')!),
    },
    'preferences.changed': {
      description: 'switches privacy mode (the preferences actor tells the dashboard)',
      from: 'preferenceChanges',
      exec: ({ user }) => user.click($('privacy-switch')!),
    },
    'wealth.unitChosen': {
      description: 'chooses “21k grams” under “Your wealth in”',
      // One other unit walks the transition (choosing the current one is a no-op by the guard); the browser test
      // chooses grams and reloads.
      cases: [{ unit: 'gold_21_grams' }],
      exec: ({ user }) => user.click(document.querySelector('[data-unit="gold_21_grams"]')!),
    },
    'chart.retry': {
      description: 'clicks “Try again” under the chart',
      exec: ({ user, screen }) => user.click(screen.getByText('Try again')),
    },
    'dialog.open': unlessViewer({
      description: 'clicks “Add New Transaction”',
      exec: ({ user, screen }) => user.click(screen.getByText('Add New Transaction')),
    }),
    'dialog.closed': {
      description: 'clicks Cancel in the dialog',
      from: 'transactionDialog',
      exec: async ({ user }) => {
        await user.click(within($('transaction-dialog')!).getByRole('button', { name: 'Cancel' }));
      },
    },
    'dialog.saved': {
      description: 'adds a purchase in the dialog',
      from: 'transactionDialog',
      exec: async ({ user }) => {
        const view = within($('transaction-dialog')!);
        await user.selectOptions(await view.findByRole('combobox', { name: /main type/i }), 'pounds');
        await user.selectOptions(view.getByRole('combobox', { name: /subtype/i }), '1');
        await user.type(view.getByRole('textbox', { name: /price per unit/i }), '27000');
        await user.click(view.getByRole('button', { name: 'Add' }));
        await act(async () => {});
      },
    },
  },
  sees: {
    totals: 'The title “Dashboard” and the “Add New Transaction” button (none for a viewer).',
    'totals.loading': 'The total value card without any figures.',
    'totals.loaded':
      'In grams of 21k: the total reads 30.34 g of 21k and 123,456.78 EGP at today’s dealer buy price. The figures: total 123,456.78 EGP (+1.01% since yesterday), daily change +1,234.50 EGP, 27.5 g (23.5 g of it pure gold), gold prices 4,650.25 / 4,069.50 / 3,487.80 EGP, the allocation 85.2% pounds and 14.8% currencies the gains with the gold’s +26,456.78 and the workmanship’s −3,000.00 (blurred and read as “Hidden amount” in privacy mode, the allocation bar one even band).',
    'totals.refreshing': 'The same figures stay on screen while they are fetched again.',
    'totals.loadingFailed': '“Failed to load your portfolio totals, please try again” and a Retry button.',
    chart:
      'The chosen range button (1W, 1M, 6M, All) and the chosen unit (EGP first; once chosen, grams of 21k, stored for the next visit) pressed.',
    'chart.loading': 'The chart’s loading indicator, no chart and no “No data available”.',
    'chart.loaded':
      'The chart with its points, titled with its unit once not EGP (no y axis and no tooltip in privacy mode).',
    'chart.empty': '“No data available” instead of the chart.',
    'chart.loadingFailed': '“The chart could not be loaded” (the failure is logged).',
    'dialog.closed': 'No transaction dialog.',
    'dialog.open': 'The transaction dialog.',
  },
  states: {
    // Always there: the title and the add button (none for a viewer, whose machine refuses the dialog).
    totals: ({ screen, snapshot }) => {
      expect(document.querySelector('h1')?.textContent).toBe('Dashboard');
      // (the open dialog's title says the same)
      const buttons = screen.queryAllByText('Add New Transaction').map((el) => el.tagName);
      if ((snapshot.context as { role: string }).role === 'viewer') expect(buttons).not.toContain('BUTTON');
      else expect(buttons).toContain('BUTTON');
    },
    'totals.loading': () => {
      expect(text('card-total-value')).toBe('Total value');
      expect($('stale-prices-banner')).toBeNull();
      expect(document.querySelectorAll('[data-testid="amount-value"]').length).toBe(0);
    },
    'totals.loaded': ({ snapshot }) => expectFigures(unitOf(snapshot)),
    // A refresh keeps the last figures on screen.
    'totals.refreshing': ({ snapshot }) => expectFigures(unitOf(snapshot)),
    'totals.loadingFailed': ({ screen }) => {
      expect($('stale-prices-banner')).toBeNull();
      expect(screen.getByText('Failed to load your portfolio totals, please try again')).toBeTruthy();
      expect(screen.getByText('Retry').tagName).toBe('BUTTON');
    },
    chart: ({ snapshot }) => {
      const range = (snapshot.context as { range: string }).range;
      const pressed = [...document.querySelectorAll('[data-range][aria-pressed="true"]')].map(
        (b) => b.textContent,
      );
      expect(pressed).toEqual([{ '1w': '1W', '1m': '1M', '6m': '6M', all: 'All' }[range]]);
      const unit = unitOf(snapshot);
      // The unit picker shows with the figures (not while the first load runs or failed).
      const unitPressed = document.querySelector('[data-unit][aria-pressed="true"]');
      if (unitPressed) expect(unitPressed.getAttribute('data-unit')).toBe(unit);
      // The choice is stored once made (the page reads it back on the next visit).
      if (unit === 'egp') expect(persistUnit).not.toHaveBeenCalled();
      else expect(persistUnit).toHaveBeenLastCalledWith(expect.anything(), { unit });
    },
    'chart.loading': ({ screen }) => {
      expect(chartLoading()).toBeTruthy();
      expect(screen.queryByText('No data available')).toBeNull();
      expect($('apex-stand-in')).toBeNull();
    },
    'chart.loaded': async ({ screen, snapshot }) => {
      const chart = await screen.findByTestId('apex-stand-in');
      expect(text('chart-unit')).toBe(unitOf(snapshot) === 'egp' ? '' : '(g of 21k)');
      expect(chart.dataset.values).toBe('120000,122222,123456.78');
      // product §1: privacy mode hides the y axis and disables the tooltip.
      expect(chart.dataset.yAxis).toBe(String(!privacyOn()));
      expect(chart.dataset.tooltip).toBe(String(!privacyOn()));
      expect(chartLoading()).toBeNull();
    },
    'chart.empty': ({ screen }) => {
      expect(screen.getByText('No data available')).toBeTruthy();
      expect($('apex-stand-in')).toBeNull();
    },
    'chart.loadingFailed': ({ screen }) => {
      expect(logChartFailure).toHaveBeenCalled();
      expect(chartLoading()).toBeNull();
      expect(screen.getByText('The chart could not be loaded')).toBeTruthy();
    },
    'dialog.closed': () => expect($('transaction-dialog')).toBeNull(),
    'dialog.open': () => {
      // The real dialog, adding (the dashboard never edits).
      expect($('transaction-dialog')?.textContent).toContain('Add New Transaction');
    },
  },
});

function expectFigures(unit: string) {
  // product §10: stale prices say so with their age, and every figure says when its prices were taken.
  expect(text('stale-prices-banner')).toBe(
    'Prices may be out of dateThe latest prices were taken 26 hours ago, on November 22, 2026 at 11:00 AM ' +
      '(Cairo time). Values here use them.',
  );
  expect(text('dashboard-prices-at')).toBe('Prices as of November 22, 2026 at 11:00 AM (Cairo time)');
  const figures = [...document.querySelectorAll<HTMLElement>('[data-testid="amount-value"]')];
  if (privacyOn()) {
    // product §1: every amount blurred and hidden from screen readers, which hear "Hidden amount" instead; product §10:
    // under the blur, one fixed mask, so not even a figure's length shows.
    expect(figures).toHaveLength(19);
    for (const f of figures) {
      expect(f.textContent).toBe('000,000');
      expect(f.getAttribute('aria-hidden')).toBe('true');
    }
    expect(text('card-total-value')).toBe(
      unit === 'egp'
        ? 'Total value000,000Hidden amountEGP000,000Hidden amount since the close of Saturday, November 21'
        : 'Total value000,000Hidden amountg of 21k000,000Hidden amountEGP at today’s dealer buy price',
    );
    // The allocation's bar would tell the shares by its segments' widths: one even band instead.
    expect($('allocation-bar')?.querySelectorAll('[data-group]')).toHaveLength(0);
    return;
  }
  // total, daily change, percentage, grams gross and pure, three gold prices
  expect(figures.map((f) => f.textContent)).toEqual([
    // the total in the chosen unit (then in EGP), or in EGP with its percentage change
    ...(unit === 'egp' ? ['123,456.78', '+1.01%'] : ['30.34', '123,456.78']),
    '+1,234.50',
    '27.5',
    '23.5',
    '4,650.25',
    '4,069.50',
    '3,487.80',
    // product §10: cost basis, unrealised gain and its percentage, realised, total
    '100,000.00',
    '+23,456.78',
    '+23.46%',
    '+1,500.00',
    '+24,956.78',
    // of the unrealised gain: the gold's, and the workmanship's loss
    '+26,456.78',
    '-3,000.00',
    // product §10: the allocation, largest first: 96,254.24 of 112,995.29 in pounds, the rest in dollars
    '85.2%',
    '96,254.24',
    '14.8%',
    '16,741.05',
  ]);
  for (const f of figures) expect(f.getAttribute('aria-hidden')).toBeNull();
  expect(text('allocation-pounds')).toBe('Gold pounds85.2%96,254.24EGP');
  expect(text('allocation-currencies')).toBe('Currencies14.8%16,741.05EGP');
  expect(
    [...($('allocation-bar')?.querySelectorAll<HTMLElement>('[data-group]') ?? [])].map(
      (s) => s.dataset.group,
    ),
  ).toEqual(['pounds', 'currencies']);
  expect(text('card-total-value')).toBe(
    unit === 'egp'
      ? 'Total value123,456.78EGP+1.01% since the close of Saturday, November 21'
      : 'Total value30.34g of 21k123,456.78EGP at today’s dealer buy price',
  );
  expect(text('gain-split')).toBe('Gold gain or loss+26,456.78EGPWorkmanship paid-3,000.00EGP');
  expect(text('card-daily-change')).toBe('Daily change+1,234.50EGPSince the close of Saturday, November 21');
  expect($('card-daily-change')?.querySelector('[data-direction]')?.getAttribute('data-direction')).toBe(
    'up',
  );
  expect(text('card-total-grams')).toBe(
    'Total grams27.5gGross weight of all your goldPure gold (24 karat): 23.5 g',
  );
  expect(text('gold-price-24')).toBe('24 karat4,650.25EGP');
  expect(text('gold-price-21')).toBe('21 karat4,069.50EGP');
  expect(text('gold-price-18')).toBe('18 karat3,487.80EGP');
}
