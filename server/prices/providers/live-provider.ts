import Big from 'big.js';
import type { Logger } from 'pino';
import { CURRENCY_CODES, type CurrencyCode } from '@contract/market';
import {
  deriveLocalGold,
  deriveLocalSilver,
  parityPerGram,
  type PricingSettings,
} from '../derive-local-prices';
import type { MarketSnapshotInput, Money } from '../market-snapshot';
import { snapshotProblems } from '../snapshot-checks';
import {
  currencyApi,
  erApiRates,
  goldApiOunce,
  goldApiSilverOunce,
  type CurrencyApiReading,
  type OunceReading,
  type RatesReading,
} from './live-sources';
import { ProviderError, type PriceProvider } from './price-provider';

export interface LiveProviderOptions {
  /** gold-api.com base URL (primary gold source). */
  goldApiUrl: string;
  /** open.er-api.com base URL (primary rates source). */
  ratesApiUrl: string;
  /** fawazahmed0 currency-api base URLs, tried in order: the fallback for both gold and rates. */
  currencyApiUrls: string[];
  settings: PricingSettings;
  now: () => Date;
  log: Logger;
  /** Per request; default 10 s. */
  timeoutMs?: number;
}

/** Rates are kept to 6 decimals (0.330525 EGP per yen still has 6 significant digits). */
const RATE_DECIMALS = 6;

/**
 * Global XAU/USD spot and official EGP rates from public APIs that need no key, each with a fallback,
 * turned into local dealer prices (derive-local-prices.ts). A source answering nonsense counts as failed,
 * so the fallback is tried; the whole reading is checked before it is returned.
 */
export function createLiveProvider(options: LiveProviderOptions): PriceProvider {
  const log = options.log.child({ module: 'live-price-provider' });
  return {
    name: 'live',
    async fetchLatest(signal) {
      // The fallback document serves both gold and rates: fetch it at most once per reading.
      let fallback: Promise<CurrencyApiReading> | null = null;
      const fromFallback = () =>
        (fallback ??= currencyApi(options.currencyApiUrls, signal, options.timeoutMs));

      const [ounce, rates, silverOunce] = await Promise.all([
        firstGood(
          log,
          'gold price',
          () => goldApiOunce(options.goldApiUrl, signal, options.timeoutMs),
          async () => (await fromFallback()).ounce,
          checkOunce,
        ),
        firstGood(
          log,
          'exchange rates',
          () => erApiRates(options.ratesApiUrl, signal, options.timeoutMs),
          async () => (await fromFallback()).rates,
          checkRates,
        ),
        // Silver is best effort: a reading without it still carries gold and the rates.
        goldApiSilverOunce(options.goldApiUrl, signal, options.timeoutMs).catch((error: unknown) => {
          log.warn({ err: error }, 'silver price unavailable; the reading is stored without silver');
          return null;
        }),
      ]);

      const now = options.now();
      const newest = Math.max(ounce.at.getTime(), rates.at.getTime());
      const egpRates = {} as Record<CurrencyCode, Money>;
      for (const code of CURRENCY_CODES) {
        egpRates[code] = rates.egpPerUnit[code].round(RATE_DECIMALS, Big.roundHalfUp).toString();
      }
      const input: MarketSnapshotInput = {
        // The later of the two readings' own times (never the clock of this poll): an unchanged feed is the same reading.
        takenAt: new Date(Math.min(newest, now.getTime())),
        source: 'live',
        gold: deriveLocalGold(
          parityPerGram(ounce.ounceUsd, new Big(egpRates.USD)),
          ounce.ounceUsd,
          options.settings,
        ),
        silver: silverOunce
          ? deriveLocalSilver(
              parityPerGram(silverOunce.ounceUsd, new Big(egpRates.USD)),
              silverOunce.ounceUsd,
              options.settings,
            )
          : null,
        rates: egpRates,
      };
      // An implausible silver reading is dropped rather than losing the gold one with it.
      if (input.silver && snapshotProblems(input, now).some((p) => p.includes('silver'))) input.silver = null;
      const problems = snapshotProblems(input, now);
      if (problems.length > 0) {
        throw new ProviderError(
          `live prices from ${ounce.source} and ${rates.source} rejected: ${problems.join(' ')}`,
        );
      }
      return input;
    },
  };
}

async function firstGood<T extends { source: string }>(
  log: Logger,
  what: string,
  primary: () => Promise<T>,
  fallback: () => Promise<T>,
  check: (reading: T) => string | null,
): Promise<T> {
  const attempt = async (fetchIt: () => Promise<T>) => {
    const reading = await fetchIt();
    const problem = check(reading);
    if (problem) throw new ProviderError(`${reading.source}: ${problem}`);
    return reading;
  };
  try {
    return await attempt(primary);
  } catch (first) {
    if (!(first instanceof ProviderError)) throw first;
    log.warn({ reason: first.message }, `${what}: primary source failed, trying the fallback`);
    try {
      return await attempt(fallback);
    } catch (second) {
      if (!(second instanceof ProviderError)) throw second;
      throw new ProviderError(`no ${what}: ${first.message}; ${second.message}`);
    }
  }
}

/** Per-source sanity (so a source answering nonsense falls back); the full check runs on the whole reading. */
function checkOunce(r: OunceReading): string | null {
  if (Number.isNaN(r.at.getTime())) return 'no valid time on the gold price';
  if (r.ounceUsd.lt(500) || r.ounceUsd.gt(20_000))
    return `implausible gold price ${r.ounceUsd.toFixed(2)} USD per ounce`;
  return null;
}

function checkRates(r: RatesReading): string | null {
  if (Number.isNaN(r.at.getTime())) return 'no valid time on the rates';
  const usd = r.egpPerUnit.USD;
  if (usd.lt(10) || usd.gt(500)) return `implausible rate ${usd.toFixed(4)} EGP per USD`;
  return null;
}
