import { within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { MarketData, MarketResponse, PriceHistory } from '@contract/market';
import type { PriceStatus } from '@contract/price-status';
import { MarketView } from '@/pages/market/market-view';
import type { ActorRefFrom } from 'xstate';
import { testMachineModel, type EventConfig, type StateArgs } from '@tests/support/model-based';
import type { ModelTestConfig } from '@tests/support/model-types';
import { createTestProviders } from '@tests/support/test-providers';
import { marketMachine } from './market.machine';

// ApexCharts draws SVG that happy-dom cannot lay out; the browser test draws the real one. Here the lazy chunk is
// replaced by a stand-in that shows what it was given.
vi.mock('@/components/value-chart/apex-line-chart', () => ({
  default: ({ series }: { series: Array<{ data: Array<number | null> }> }) => (
    <div data-testid="apex-stand-in" data-values={series[0]?.data.join(',')} />
  ),
}));
// The chart is drawn once its place comes near the screen; happy-dom lays nothing out: here it always is.
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

// Paths open the price chart in a dialog: up to five steps each.
vi.setConfig({ testTimeout: 20_000 });

/** Every currency of product §9, the 14k pair, a gold pound and an ounce price, and their change since Saturday. */
const full: MarketResponse = {
  last_updated: '2026-11-22T03:45:00Z',
  gold_prices: {
    gold_24_buy: 4650.25,
    gold_24_sell: 4700,
    gold_21_buy: 4069.5,
    gold_21_sell: 4112.75,
    gold_18_buy: 3487.8,
    gold_18_sell: 3525,
    gold_14_buy: 2712.4,
    gold_14_sell: 2741.6,
    gold_pound_buy: 32556,
    gold_ounce_price: 2650.5,
  },
  currency_rates: [
    { name: 'US Dollar', code: 'USD', value: 48.5123 },
    { name: 'Euro', code: 'EUR', value: 52.31 },
    { name: 'British Pound', code: 'GBP', value: 61.05 },
    { name: 'Saudi Riyal', code: 'SAR', value: 12.93 },
    { name: 'UAE Dirham', code: 'AED', value: 13.21 },
    { name: 'Kuwaiti Dinar', code: 'KWD', value: 157.9 },
    { name: 'Canadian Dollar', code: 'CAD', value: 34.8 },
    { name: 'Swiss Franc', code: 'CHF', value: 55.12 },
    { name: 'Japanese Yen', code: 'JPY', value: 0.3215 },
    { name: 'Chinese Yuan', code: 'CNY', value: 6.71 },
    { name: 'Australian Dollar', code: 'AUD', value: 31.4 },
  ],
  daily_change: {
    previous_close_day: '2026-11-21',
    gold_prices: {
      gold_24_buy: 10.25,
      gold_24_sell: -5,
      gold_21_buy: 0,
      gold_21_sell: null,
      gold_pound_buy: 120,
    },
    currency_rates: { USD: 0.0123 },
  },
};

const { gold_14_buy: _noBuy, gold_14_sell: _noSell, ...without14k } = full.gold_prices;

/**
 * No 14k quote, no gold pound or ounce price (product §4: those rows and lines are left out), and no daily change (an
 * older server's answer).
 */
const { daily_change: _noChange, ...withoutChange } = full;
const partial: MarketData = {
  ...withoutChange,
  last_updated: '2026-07-22T15:45:00Z',
  gold_prices: { ...without14k, gold_pound_buy: 0, gold_ounce_price: 0 },
  currency_rates: full.currency_rates.slice(0, 2),
};

/** Product §10: prices three days and five hours old (stale past a day), and prices of an hour ago. */
const stale: PriceStatus = {
  last_updated: '2026-11-22T03:45:00Z',
  age_seconds: 3 * 86_400 + 5 * 3600,
  stale: true,
  stale_after_hours: 24,
  provider: 'live',
  last_success_at: '2026-11-22T03:45:00Z',
  failing_since: '2026-11-22T04:00:00Z',
  last_error: 'The gold source answered 503.',
};
const fresh: PriceStatus = {
  ...stale,
  age_seconds: 3600,
  stale: false,
  failing_since: null,
  last_error: null,
};
const priceStatus = { done: [stale, fresh], error: [new Error('offline')] };
/** 21 karat's closes, with two days without prices between them; and a range without any. */
const closes: PriceHistory = {
  instrument: 'gold_21',
  currency: 'EGP',
  points: [
    { date: '2026-11-19', price: 4010, sell: 4050 },
    { date: '2026-11-22', price: 4069.5, sell: 4112.75 },
  ],
};
const noCloses: PriceHistory = { ...closes, points: [] };
const banner = () => document.querySelector('[data-testid="stale-prices-banner"]')?.textContent ?? null;

const rowText = (testId: string) => document.querySelector(`[data-testid="${testId}"]`)?.textContent ?? null;
const quoted = (s: { context: { market: MarketData | null } }) =>
  s.context.market?.gold_prices.gold_14_buy !== undefined;

/** Keeps apart the model states that differ in which market data and which price age were answered. */
const serialize = (s: {
  context: { market: MarketData | null; priceStatus: PriceStatus | null; historyRange: string };
}) => ({
  quoted: quoted(s),
  stale: s.context.priceStatus?.stale ?? null,
  range: s.context.historyRange,
});
const $ = (testId: string) => document.querySelector<HTMLElement>(`[data-testid="${testId}"]`);
const historyRange = () =>
  document.querySelector('[data-history-range][aria-pressed="true"]')?.getAttribute('data-history-range');

const retry = (name: RegExp): EventConfig<typeof marketMachine> => ({
  description: 'clicks Retry',
  exec: ({ user, screen }) => user.click(screen.getByRole('button', { name })),
});

/** The machine with both quotes, both price ages and their failures, and a price's history, in one language. */
const marketModel = (
  language: 'en' | 'ar',
  retryLabel: RegExp,
  labels: { tryAgain: string; close: string },
) =>
  ({
    machine: marketMachine,
    render: (actor: ActorRefFrom<typeof marketMachine>) => <MarketView actorRef={actor} />,
    wrapper: createTestProviders({ language }),
    actors: {
      loadMarket: { done: [full, partial], error: [new Error('503 Service Unavailable')] },
      loadPriceStatus: priceStatus,
      loadPriceHistory: { done: [closes, noCloses], error: [new Error('503')] },
    },
    serialize,
    events: {
      'market.retry': retry(retryLabel),
      'history.open': {
        description: 'clicks the chart button beside 21 karat',
        cases: [{ instrument: 'gold_21' }],
        exec: ({ user }) => user.click($('history-gold_21')!),
      },
      'history.rangeChanged': {
        description: 'clicks another range (1W) in the price chart',
        // One other range walks the transition; the current one again is a no-op by the guard.
        cases: [{ range: '1w' }],
        exec: ({ user }) => user.click(document.querySelector('[data-history-range="1w"]')!),
      },
      'history.retry': {
        description: 'clicks “Try again” under the price chart',
        exec: ({ user, screen }) => user.click(screen.getByText(labels.tryAgain)),
      },
      'history.close': {
        description: 'closes the price chart',
        exec: ({ user }) =>
          user.click(within($('price-history')!).getByRole('button', { name: labels.close })),
      },
    },
  }) satisfies Partial<ModelTestConfig<typeof marketMachine>>;

/** With the prices, the banner shows only when their age is known and past a day; `staleText` is all it says. */
const expectBanner = (snapshot: StateArgs['snapshot'], staleText: string) => {
  if (snapshot.context.priceStatus?.stale) {
    expect(banner()).toBe(staleText);
  } else {
    expect(banner()).toBeNull();
  }
};

/** The price chart: closed, or open on 21 karat with its range pressed, loading, drawn (with gaps), empty or failed. */
const historyStates = (t: {
  title: string;
  noData: string;
  failed: string;
  gaps: string;
  values: string;
}) => ({
  'loaded.history.closed': () => expect($('price-history')).toBeNull(),
  'loaded.history.open': ({ snapshot }: StateArgs) => {
    expect($('price-history')?.textContent).toContain(t.title);
    expect(historyRange()).toBe((snapshot.context as { historyRange: string }).historyRange);
  },
  'loaded.history.open.loading': () => {
    expect($('apex-stand-in')).toBeNull();
    expect($('history-empty')).toBeNull();
  },
  'loaded.history.open.loaded': async ({ screen }: StateArgs) => {
    const chart = await screen.findByTestId('apex-stand-in');
    // The two days without prices are gaps, never a carried-over price.
    expect(chart.dataset.values).toBe(t.values);
    expect($('chart-unit-gaps')?.textContent).toBe(t.gaps);
  },
  'loaded.history.open.empty': () => expect($('history-empty')?.textContent).toBe(t.noData),
  'loaded.history.open.loadingFailed': () => expect($('history-failed')?.textContent).toContain(t.failed),
});

testMachineModel('market (English)', {
  ...marketModel('en', /^retry$/i, { tryAgain: 'Try again', close: 'Close' }),
  sees: {
    loading:
      'The title “Market”, “Latest gold prices and official currency rates” and “Loading market data…”.',
    loadingFailed: '“Failed to load market data, please try again later” and a Retry button.',
    loaded:
      'The karat prices (24 karat 4,650.25 / 4,700.00 EGP…), the currency rates, “Last updated: … (Cairo time)” and the line on which side is which; with a full quote also 14 karat, the gold pound, the global ounce price and each price’s change since Saturday’s close (▲ +10.25 (+0.22%) green, ▼ -5.00 (-0.11%) red); above them, when their age is past a day, “Prices may be out of date”.',
    'loaded.history.closed': 'No price chart.',
    'loaded.history.open': 'The “21 karat: price history” dialog with its range (1M first) pressed.',
    'loaded.history.open.loading': 'The chart’s loading indicator.',
    'loaded.history.open.loaded':
      'The line of 21 karat’s closes, blank on the two days without prices, and “Gaps in the line: days without prices”.',
    'loaded.history.open.empty': '“No data available”.',
    'loaded.history.open.loadingFailed': '“The chart could not be loaded” and “Try again”.',
  },
  states: {
    loading: ({ screen }) => {
      // No stale-prices banner while the prices are asked for, though their age may be known first.
      expect(banner()).toBeNull();
      expect(screen.getByRole('heading', { level: 1, name: 'Market' })).toBeTruthy();
      expect(screen.getByText('Latest gold prices and official currency rates')).toBeTruthy();
      expect(within(screen.getByRole('status')).getByText('Loading market data…')).toBeTruthy();
      expect(screen.queryByText('Failed to load market data, please try again later')).toBeNull();
    },
    loadingFailed: ({ screen }) => {
      expect(screen.getByText('Failed to load market data, please try again later')).toBeTruthy();
      expect(screen.getByRole('button', { name: /^retry$/i })).toBeTruthy();
      expect(screen.queryByRole('status')).toBeNull();
    },
    loaded: ({ screen, snapshot }) => {
      expectBanner(
        snapshot,
        'Prices may be out of dateThe latest prices were taken 3 days ago, on November 22, 2026 at 5:45 AM ' +
          '(Cairo time). Values here use them.',
      );
      // (the price chart, when open, has its own loading indicator)
      expect(screen.queryByText('Loading market data…')).toBeNull();
      expect(screen.queryByRole('button', { name: /^retry$/i })).toBeNull();
      expect(screen.getByTestId('market-sides').textContent).toBe(
        'The shop buys from you at the buy price and sells to you at the sell price. Dahabi values your gold at the buy price.',
      );
      expect(rowText('market-karat-18')).toBe('18 karat3,487.80EGP3,525.00EGP');
      expect(rowText('market-rate-EUR')).toBe('EUREuro52.31EGP');
      if (quoted(snapshot)) {
        // Each price's change since the previous close: up green, down red, none unchanged; none without a close.
        expect(rowText('market-karat-24')).toBe(
          '24 karat4,650.25EGP▲Up+10.25 (+0.22%)4,700.00EGP▼Down-5.00 (-0.11%)',
        );
        expect($('change-gold_24_buy')?.dataset.direction).toBe('up');
        expect($('change-gold_24_sell')?.dataset.direction).toBe('down');
        expect(rowText('market-karat-21')).toBe('21 karat4,069.50EGP•Unchanged0.00 (0.00%)4,112.75EGP');
        expect(screen.getByTestId('market-change-since').textContent).toBe(
          'Changes since the close of Saturday, November 21',
        );
        expect(rowText('market-karat-14')).toBe('14 karat2,712.40EGP2,741.60EGP');
        expect(rowText('market-gold-pound')).toBe('Gold pound8 g of 21 karat32,556.00EGP▲Up+120.00 (+0.37%)');
        expect(rowText('market-gold-ounce')).toBe(
          'Global ounce priceOne troy ounce, in US dollars2,650.50USD',
        );
        expect(rowText('market-rate-JPY')).toBe('JPYJapanese Yen0.3215EGP');
        expect(rowText('market-rate-USD')).toBe('USDUS Dollar48.5123EGP▲Up+0.0123 (+0.03%)');
        expect(screen.getByTestId('market-last-updated').textContent).toBe(
          'Last updated: November 22, 2026 at 5:45 AM (Cairo time)',
        );
      } else {
        // An answer without daily changes shows the prices alone.
        expect(rowText('market-karat-24')).toBe('24 karat4,650.25EGP4,700.00EGP');
        expect(screen.queryByTestId('market-change-since')).toBeNull();
        expect(rowText('market-karat-14')).toBeNull();
        expect(rowText('market-gold-pound')).toBeNull();
        expect(rowText('market-gold-ounce')).toBeNull();
        expect(screen.getByTestId('market-last-updated').textContent).toBe(
          'Last updated: July 22, 2026 at 6:45 PM (Cairo time)',
        );
      }
    },
    ...historyStates({
      title: '21 karat: price history',
      noData: 'No data available',
      failed: 'The chart could not be loaded',
      gaps: 'Gaps in the line: days without prices',
      values: '4010,,,4069.5',
    }),
  },
});

testMachineModel('market (Arabic)', {
  ...marketModel('ar', /^إعادة المحاولة$/, { tryAgain: 'حاول مرة أخرى', close: 'إغلاق' }),
  // The same paths as in English: documented once, by the English suite.
  plan: false,
  states: {
    loading: ({ screen }) => {
      expect(banner()).toBeNull();
      expect(screen.getByRole('heading', { level: 1, name: 'السوق' })).toBeTruthy();
      expect(within(screen.getByRole('status')).getByText('جارٍ تحميل بيانات السوق…')).toBeTruthy();
    },
    loadingFailed: ({ screen }) => {
      expect(screen.getByText('حدث خطأ أثناء تحميل بيانات السوق، يرجى المحاولة لاحقًا')).toBeTruthy();
    },
    loaded: ({ snapshot, screen }) => {
      expectBanner(
        snapshot,
        'قد تكون الأسعار قديمةأُخذت آخر الأسعار قبل ٣ أيام، في ٢٢ نوفمبر ٢٠٢٦ في ٥:٤٥ ص (بتوقيت القاهرة). ' +
          'القيم هنا محسوبة بها.',
      );
      // Amounts keep en-US digits and grouping (product §9); labels and names are Arabic.
      expect(screen.getByTestId('market-sides').textContent).toBe(
        'المحل يشتري منك بسعر الشراء ويبيع لك بسعر البيع، وذهبي يقيّم ذهبك بسعر الشراء.',
      );
      expect(rowText('market-rate-EUR')).toBe('EURيورو52.31ج.م');
      if (quoted(snapshot)) {
        expect(rowText('market-karat-24')).toBe(
          'عيار 244,650.25ج.م▲ارتفاع+10.25 (+0.22%)4,700.00ج.م▼انخفاض-5.00 (-0.11%)',
        );
        expect(screen.getByTestId('market-change-since').textContent).toBe(
          'التغيرات منذ إغلاق السبت، ٢١ نوفمبر',
        );
        expect(rowText('market-rate-USD')).toBe('USDدولار أمريكي48.5123ج.م▲ارتفاع+0.0123 (+0.03%)');
        expect(rowText('market-rate-GBP')).toBe('GBPجنيه إسترليني61.05ج.م');
        expect(rowText('market-gold-ounce')).toContain('2,650.50دولار');
        // Cairo time: Arabic-Indic digits, Arabic month, ص/م.
        expect(screen.getByTestId('market-last-updated').textContent).toBe(
          'آخر تحديث: ٢٢ نوفمبر ٢٠٢٦ في ٥:٤٥ ص (بتوقيت القاهرة)',
        );
      } else {
        expect(rowText('market-karat-24')).toBe('عيار 244,650.25ج.م4,700.00ج.م');
        expect(screen.getByTestId('market-last-updated').textContent).toBe(
          'آخر تحديث: ٢٢ يوليو ٢٠٢٦ في ٦:٤٥ م (بتوقيت القاهرة)',
        );
      }
    },
    ...historyStates({
      title: 'عيار 21: تاريخ السعر',
      noData: 'لا توجد بيانات متاحة',
      failed: 'تعذّر تحميل الرسم البياني',
      gaps: 'فجوات في الخط: أيام بلا أسعار',
      // time runs from right to left in Arabic: the series is drawn newest first
      values: '4069.5,,,4010',
    }),
  },
});
