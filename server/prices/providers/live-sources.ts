import Big from 'big.js';
import { z } from 'zod';
import { CURRENCY_CODES, type CurrencyCode } from '@contract/market';
import { fetchJson, ProviderError } from './price-provider';

/**
 * The free, keyless public sources of the live provider and the shapes they answer with (checked against
 * their documented responses):
 *
 * - gold-api.com   GET {base}/price/XAU
 *     {"currency":"USD","name":"Gold","price":4377.600098,"symbol":"XAU","updatedAt":"2026-08-15T22:41:27Z",...}
 *   and GET {base}/price/XAG, the same for silver
 * - open.er-api.com (ExchangeRate-API's open endpoint)   GET {base}/v6/latest/USD
 *     {"result":"success","time_last_update_unix":1763683351,"base_code":"USD","rates":{"EGP":47.39,"EUR":0.866,...}}
 * - fawazahmed0 currency-api (jsDelivr, with its Cloudflare Pages mirror)   GET {base}/currencies/usd.min.json
 *     {"date":"2026-11-21","usd":{"egp":47.41,"eur":0.8661,...,"xau":0.000245}}   (units per 1 USD; xau in ounces)
 *
 * Every number is taken through its shortest decimal text into big.js, never computed on as a float.
 */

export interface OunceReading {
  ounceUsd: Big;
  at: Date;
  source: string;
}

export interface RatesReading {
  /** EGP for one unit of each currency. */
  egpPerUnit: Record<CurrencyCode, Big>;
  at: Date;
  source: string;
}

const positive = z.number().positive().finite();
const dec = (n: number) => new Big(String(n));

/** The JSON document at `baseUrl` + `path`, in the shape `schema` expects, or a ProviderError naming the source. */
async function fetchDocument<T>(
  source: string,
  schema: z.ZodType<T>,
  url: { baseUrl: string; path: string },
  signal: AbortSignal,
  timeoutMs?: number,
): Promise<T> {
  const body = await fetchJson(source, `${trimSlash(url.baseUrl)}${url.path}`, signal, timeoutMs);
  const result = schema.safeParse(body);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new ProviderError(
      `${source}: unexpected answer (${issue.path.join('.') || 'body'}: ${issue.message})`,
    );
  }
  return result.data;
}

const goldApiSchema = z.object({
  symbol: z.literal('XAU'),
  price: positive,
  updatedAt: z.iso.datetime({ offset: true }),
});

const silverApiSchema = z.object({
  symbol: z.literal('XAG'),
  price: positive,
  updatedAt: z.iso.datetime({ offset: true }),
});

/** The silver ounce from the same source (GET {base}/price/XAG, the same shape with symbol XAG). */
export async function goldApiSilverOunce(
  baseUrl: string,
  signal: AbortSignal,
  timeoutMs?: number,
): Promise<OunceReading> {
  const source = 'gold-api.com';
  const body = await fetchDocument(
    source,
    silverApiSchema,
    { baseUrl, path: '/price/XAG' },
    signal,
    timeoutMs,
  );
  return { ounceUsd: dec(body.price), at: new Date(body.updatedAt), source };
}

export async function goldApiOunce(
  baseUrl: string,
  signal: AbortSignal,
  timeoutMs?: number,
): Promise<OunceReading> {
  const source = 'gold-api.com';
  const body = await fetchDocument(source, goldApiSchema, { baseUrl, path: '/price/XAU' }, signal, timeoutMs);
  return { ounceUsd: dec(body.price), at: new Date(body.updatedAt), source };
}

const erApiSchema = z.object({
  result: z.literal('success'),
  base_code: z.literal('USD'),
  time_last_update_unix: z.number().int().positive(),
  rates: z.record(z.string(), positive),
});

export async function erApiRates(
  baseUrl: string,
  signal: AbortSignal,
  timeoutMs?: number,
): Promise<RatesReading> {
  const source = 'open.er-api.com';
  const body = await fetchDocument(
    source,
    erApiSchema,
    { baseUrl, path: '/v6/latest/USD' },
    signal,
    timeoutMs,
  );
  const perUsd = (code: string) => body.rates[code];
  return {
    egpPerUnit: egpPerUnit(source, perUsd),
    at: new Date(body.time_last_update_unix * 1000),
    source,
  };
}

const currencyApiSchema = z.object({
  date: z.iso.date(),
  usd: z.record(z.string(), positive),
});

export interface CurrencyApiReading {
  ounce: OunceReading;
  rates: RatesReading;
}

/** One document gives both the ounce (1 / xau) and the rates. Tries each mirror in turn. */
export async function currencyApi(
  baseUrls: string[],
  signal: AbortSignal,
  timeoutMs?: number,
): Promise<CurrencyApiReading> {
  const failures: string[] = [];
  for (const baseUrl of baseUrls) {
    const source = `currency-api (${new URL(baseUrl).host})`;
    try {
      const body = await fetchDocument(
        source,
        currencyApiSchema,
        { baseUrl, path: '/currencies/usd.min.json' },
        signal,
        timeoutMs,
      );
      // The document is dated, not timed: it is published at the start of its UTC day.
      const at = new Date(`${body.date}T00:00:00Z`);
      const xau = body.usd.xau;
      if (xau === undefined) throw new ProviderError(`${source}: no gold (xau) in the answer`);
      return {
        ounce: { ounceUsd: new Big(1).div(dec(xau)), at, source },
        rates: { egpPerUnit: egpPerUnit(source, (code) => body.usd[code.toLowerCase()]), at, source },
      };
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      failures.push(error.message);
      if (signal.aborted) break;
    }
  }
  throw new ProviderError(failures.join('; ') || 'currency-api: no mirror configured');
}

/** EGP per unit = (EGP per USD) / (units per USD). */
function egpPerUnit(source: string, perUsd: (code: string) => number | undefined): Record<CurrencyCode, Big> {
  const egp = perUsd('EGP');
  if (egp === undefined) throw new ProviderError(`${source}: no EGP rate in the answer`);
  const out = {} as Record<CurrencyCode, Big>;
  for (const code of CURRENCY_CODES) {
    const units = code === 'USD' ? 1 : perUsd(code);
    if (units === undefined) throw new ProviderError(`${source}: no ${code} rate in the answer`);
    out[code] = dec(egp).div(dec(units));
  }
  return out;
}

function trimSlash(url: string): string {
  return url.replace(/(?<!\/)\/+$/, '');
}
