import { within } from '@testing-library/react';
import { expect } from 'vitest';
import type { MarketData } from '@contract/market';
import type { PriceStatus } from '@contract/price-status';
import { MarketView } from '@/pages/market/market-view';
import type { ActorRefFrom } from 'xstate';
import { testMachineModel, type EventConfig, type StateArgs } from '@tests/support/model-based';
import { createTestProviders } from '@tests/support/test-providers';
import { marketMachine } from './market.machine';

/** Every currency of product §9, the 14k pair, a gold pound and an ounce price. */
const full: MarketData = {
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
};

const { gold_14_buy: _noBuy, gold_14_sell: _noSell, ...without14k } = full.gold_prices;

/** No 14k quote, no gold pound or ounce price (product §4: those rows and lines are left out). */
const partial: MarketData = {
  ...full,
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
const banner = () => document.querySelector('[data-testid="stale-prices-banner"]')?.textContent ?? null;

const rowText = (testId: string) => document.querySelector(`[data-testid="${testId}"]`)?.textContent ?? null;
const quoted = (s: { context: { market: MarketData | null } }) =>
  s.context.market?.gold_prices.gold_14_buy !== undefined;

/** Keeps apart the model states that differ in which market data and which price age were answered. */
const serialize = (s: { context: { market: MarketData | null; priceStatus: PriceStatus | null } }) => ({
  quoted: quoted(s),
  stale: s.context.priceStatus?.stale ?? null,
});

const retry = (name: RegExp): EventConfig<typeof marketMachine> => ({
  description: 'clicks Retry',
  exec: ({ user, screen }) => user.click(screen.getByRole('button', { name })),
});

/** The machine with both quotes, both price ages and their failures, in one language. */
const marketModel = (language: 'en' | 'ar', retryLabel: RegExp) => ({
  machine: marketMachine,
  render: (actor: ActorRefFrom<typeof marketMachine>) => <MarketView actorRef={actor} />,
  wrapper: createTestProviders({ language }),
  actors: {
    loadMarket: { done: [full, partial], error: [new Error('503 Service Unavailable')] },
    loadPriceStatus: priceStatus,
  },
  serialize,
  events: { 'market.retry': retry(retryLabel) },
});

/** The stale-prices banner shows only once the age is known and past a day; `staleText` is all it says. */
const ageStates = (staleText: string) => ({
  'loaded.checkingAge': () => expect(banner()).toBeNull(),
  'loaded.ageKnown': ({ snapshot }: StateArgs) => {
    if (snapshot.context.priceStatus?.stale) {
      expect(banner()).toBe(staleText);
    } else {
      expect(banner()).toBeNull();
    }
  },
  // The age could not be read: the prices still show (asserted in `loaded`), without a guess at their age.
  'loaded.ageUnknown': () => expect(banner()).toBeNull(),
});

testMachineModel('market (English)', {
  ...marketModel('en', /^retry$/i),
  sees: {
    loading:
      'The title “Market”, “Latest gold prices and official currency rates” and “Loading market data…”.',
    loadingFailed: '“Failed to load market data, please try again later” and a Retry button.',
    loaded:
      'The karat prices (24 karat 4,650.25 / 4,700.00 EGP…), the currency rates and “Last updated: … (Cairo time)”; with a full quote also 14 karat, the gold pound and the global ounce price.',
  },
  states: {
    loading: ({ screen }) => {
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
      expect(screen.queryByRole('status')).toBeNull();
      expect(screen.queryByRole('button', { name: /^retry$/i })).toBeNull();
      expect(rowText('market-karat-24')).toBe('24 karat4,650.25EGP4,700.00EGP');
      expect(rowText('market-karat-21')).toBe('21 karat4,069.50EGP4,112.75EGP');
      expect(rowText('market-karat-18')).toBe('18 karat3,487.80EGP3,525.00EGP');
      expect(rowText('market-rate-EUR')).toBe('EUREuro52.31EGP');
      if (quoted(snapshot)) {
        expect(rowText('market-karat-14')).toBe('14 karat2,712.40EGP2,741.60EGP');
        expect(rowText('market-gold-pound')).toBe('Gold pound8 g of 21 karat32,556.00EGP');
        expect(rowText('market-gold-ounce')).toBe(
          'Global ounce priceOne troy ounce, in US dollars2,650.50USD',
        );
        expect(rowText('market-rate-JPY')).toBe('JPYJapanese Yen0.3215EGP');
        expect(rowText('market-rate-USD')).toBe('USDUS Dollar48.5123EGP');
        expect(screen.getByTestId('market-last-updated').textContent).toBe(
          'Last updated: November 22, 2026 at 5:45 AM (Cairo time)',
        );
      } else {
        expect(rowText('market-karat-14')).toBeNull();
        expect(rowText('market-gold-pound')).toBeNull();
        expect(rowText('market-gold-ounce')).toBeNull();
        expect(screen.getByTestId('market-last-updated').textContent).toBe(
          'Last updated: July 22, 2026 at 6:45 PM (Cairo time)',
        );
      }
    },
    ...ageStates(
      'Prices may be out of dateThe latest prices were taken 3 days ago, on November 22, 2026 at 5:45 AM ' +
        '(Cairo time). Values here use them.',
    ),
  },
});

testMachineModel('market (Arabic)', {
  ...marketModel('ar', /^إعادة المحاولة$/),
  // The same paths as in English: documented once, by the English suite.
  plan: false,
  states: {
    loading: ({ screen }) => {
      expect(screen.getByRole('heading', { level: 1, name: 'السوق' })).toBeTruthy();
      expect(within(screen.getByRole('status')).getByText('جارٍ تحميل بيانات السوق…')).toBeTruthy();
    },
    loadingFailed: ({ screen }) => {
      expect(screen.getByText('حدث خطأ أثناء تحميل بيانات السوق، يرجى المحاولة لاحقًا')).toBeTruthy();
    },
    loaded: ({ snapshot, screen }) => {
      // Amounts keep en-US digits and grouping (product §9); labels and names are Arabic.
      expect(rowText('market-karat-24')).toBe('عيار 244,650.25ج.م4,700.00ج.م');
      expect(rowText('market-rate-EUR')).toBe('EURيورو52.31ج.م');
      if (quoted(snapshot)) {
        expect(rowText('market-rate-USD')).toBe('USDدولار أمريكي48.5123ج.م');
        expect(rowText('market-rate-GBP')).toBe('GBPجنيه إسترليني61.05ج.م');
        expect(rowText('market-gold-ounce')).toContain('2,650.50دولار');
        // Cairo time: Arabic-Indic digits, Arabic month, ص/م.
        expect(screen.getByTestId('market-last-updated').textContent).toBe(
          'آخر تحديث: ٢٢ نوفمبر ٢٠٢٦ في ٥:٤٥ ص (بتوقيت القاهرة)',
        );
      } else {
        expect(screen.getByTestId('market-last-updated').textContent).toBe(
          'آخر تحديث: ٢٢ يوليو ٢٠٢٦ في ٦:٤٥ م (بتوقيت القاهرة)',
        );
      }
    },
    ...ageStates(
      'قد تكون الأسعار قديمةأُخذت آخر الأسعار قبل ٣ أيام، في ٢٢ نوفمبر ٢٠٢٦ في ٥:٤٥ ص (بتوقيت القاهرة). ' +
        'القيم هنا محسوبة بها.',
    ),
  },
});
