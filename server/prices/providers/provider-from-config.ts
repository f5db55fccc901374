import type { AppContext } from '../../app-context';
import { pricingSettings } from '../derive-local-prices';
import { createLiveProvider } from './live-provider';
import { createManualProvider } from './manual-provider';
import type { PriceProvider } from './price-provider';
import { createReferenceProvider } from './reference-provider';

/**
 * Public sources of the live provider. Overridable (tests point them at a local fake server; an operator can
 * point them at a proxy): PRICE_GOLD_API_URL, PRICE_RATES_API_URL, PRICE_CURRENCY_API_URLS (comma-separated).
 */
export const LIVE_SOURCE_DEFAULTS = {
  goldApiUrl: 'https://api.gold-api.com',
  ratesApiUrl: 'https://open.er-api.com',
  currencyApiUrls: [
    'https://cdn.jsdelivr.net/npm/@fawazahmed0/currency-api@latest/v1',
    'https://latest.currency-api.pages.dev/v1',
  ],
};

export function liveSourceUrls(env: NodeJS.ProcessEnv = process.env): typeof LIVE_SOURCE_DEFAULTS {
  const url = (name: string, fallback: string) => {
    const value = env[name]?.trim();
    if (!value) return fallback;
    try {
      if (!['http:', 'https:'].includes(new URL(value).protocol)) throw new Error();
    } catch {
      throw new Error(`${name}=${JSON.stringify(value)} must be an http(s) URL`);
    }
    return value;
  };
  const list = env.PRICE_CURRENCY_API_URLS?.trim();
  return {
    goldApiUrl: url('PRICE_GOLD_API_URL', LIVE_SOURCE_DEFAULTS.goldApiUrl),
    ratesApiUrl: url('PRICE_RATES_API_URL', LIVE_SOURCE_DEFAULTS.ratesApiUrl),
    currencyApiUrls: list
      ? list.split(',').map((u) => url('PRICE_CURRENCY_API_URLS', u.trim()))
      : LIVE_SOURCE_DEFAULTS.currencyApiUrls,
  };
}

/** The provider PRICE_PROVIDER names (live by default). */
export function createPriceProvider(ctx: AppContext): PriceProvider {
  const settings = pricingSettings(ctx.config);
  switch (ctx.config.priceProvider) {
    case 'manual':
      return createManualProvider();
    case 'reference':
      return createReferenceProvider(settings);
    case 'live':
      return createLiveProvider({ ...liveSourceUrls(), settings, now: ctx.now, log: ctx.log });
  }
}
