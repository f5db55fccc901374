import { readFile } from 'node:fs/promises';
import { type CurrencyCode, marketDataSchema, type MarketData } from '@contract/market';
import { marketBody } from '../prices/market-response';
import { pollOnce } from '../prices/poll-once';
import { deliverPending } from '../notifications/outbox-sender';
import {
  getLatestSnapshot,
  InvalidSnapshotError,
  previousClose,
  recordSnapshot,
} from '../prices/price-store';
import type { MarketSnapshot, MarketSnapshotInput, Money } from '../prices/market-snapshot';
import { createPriceProvider } from '../prices/providers/provider-from-config';
import { ProviderError } from '../prices/providers/price-provider';
import { importReferenceHistory } from '../prices/reference-history';
import { type CliCommand, withoutArguments } from './cli-command';

/**
 * `npm run admin -- prices:record FILE.json | prices:latest | prices:poll-once | prices:import-reference`
 * (architecture §4.2). They work while a server runs on the same database: a recorded snapshot reaches every running
 * server at once through NOTIFY prices_changed.
 */

const POLL_TIMEOUT_MS = 30_000;

export const priceCommands: Record<string, CliCommand> = {
  'prices:record': {
    usage: 'prices:record FILE.json',
    description:
      'Store prices by hand. FILE has exactly the shape of GET /api/prices/market/ (last_updated is when they were taken).',
    async run(ctx, args, out) {
      const [file, ...rest] = args;
      if (!file || rest.length > 0) {
        out('Usage: prices:record FILE.json');
        return 1;
      }
      let json: unknown;
      try {
        json = JSON.parse(await readFile(file, 'utf8'));
      } catch (error) {
        const e = error as NodeJS.ErrnoException;
        out(
          e.code === 'ENOENT'
            ? `${file}: no such file.`
            : e instanceof SyntaxError
              ? `${file} is not valid JSON: ${e.message}`
              : `${file}: ${e.message}`,
        );
        out('Nothing was stored.');
        return 1;
      }
      const parsed = marketDataSchema.safeParse(json);
      if (!parsed.success) {
        out(`${file} is not a market data document (the shape of GET /api/prices/market/):`);
        for (const issue of parsed.error.issues) {
          out(`  ${issue.path.length > 0 ? issue.path.join('.') : '(document)'}: ${issue.message}`);
        }
        out('Nothing was stored.');
        return 1;
      }
      try {
        const { stored, snapshot } = await recordSnapshot(ctx, fromMarketData(parsed.data));
        out(
          stored
            ? `Stored ${describe(snapshot)}`
            : `Already stored: snapshot ${snapshot.id} (manual, taken ${snapshot.takenAt.toISOString()}). Nothing changed.`,
        );
        // Alerts it fired have outbox rows; send them now rather than at the elected poller's next round.
        const mails = await deliverPending(ctx);
        if (mails.sent + mails.failed > 0)
          out(`Alert e-mails: ${mails.sent} sent, ${mails.failed} to retry.`);
        return 0;
      } catch (error) {
        if (!(error instanceof InvalidSnapshotError)) throw error;
        out(`${file} was refused:`);
        for (const reason of error.reasons) out(`  ${reason}`);
        out('Nothing was stored.');
        return 1;
      }
    },
  },

  'prices:latest': withoutArguments(
    'prices:latest',
    'Print the latest prices exactly as GET /api/prices/market/ serves them.',
    async (ctx, out) => {
      const latest = await getLatestSnapshot(ctx);
      if (!latest) {
        out('No prices stored yet.');
        return 1;
      }
      // The API's own body, daily change included.
      out(JSON.stringify(JSON.parse(marketBody(latest, await previousClose(ctx, latest)).json), null, 2));
      return 0;
    },
  ),

  'prices:poll-once': withoutArguments(
    'prices:poll-once',
    'Fetch one reading from PRICE_PROVIDER (live by default) and store it if it is new.',
    async (ctx, out) => {
      const provider = createPriceProvider(ctx);
      try {
        const result = await pollOnce(ctx, provider, AbortSignal.timeout(POLL_TIMEOUT_MS));
        out(
          `${result.outcome === 'stored' ? 'Stored' : 'Unchanged, not stored again:'} ${describe(result.snapshot)}`,
        );
        return 0;
      } catch (error) {
        if (error instanceof ProviderError || error instanceof InvalidSnapshotError) {
          out(`No prices from the ${provider.name} provider: ${error.message}`);
          return 1;
        }
        throw error;
      }
    },
  ),

  'prices:import-reference': withoutArguments(
    'prices:import-reference',
    'Store the bundled reference history (the server does this on its first start).',
    async (ctx, out) => {
      const { imported, skipped } = await importReferenceHistory(ctx);
      out(
        imported === 0 && skipped === 0
          ? 'The reference history is already stored.'
          : `Imported ${imported} reference days${skipped > 0 ? `, skipped ${skipped} implausible rows (see the log)` : ''}.`,
      );
      return 0;
    },
  ),
};

/** A stored reading in one line: which, where from, when, and two prices to recognise it by. */
const describe = (s: MarketSnapshot) =>
  `snapshot ${s.id} (${s.source}, taken ${s.takenAt.toISOString()}): 21k ${s.gold.k21.buy}/${s.gold.k21.sell} EGP, USD ${s.rates.USD} EGP.`;

/** A market document as a manual reading. Its numbers have at most 2 (gold) or 4 (rates) decimals. */
export function fromMarketData(data: MarketData): MarketSnapshotInput {
  const g = data.gold_prices;
  const money = (n: number): Money => String(n);
  const rates = {} as Record<CurrencyCode, Money>;
  for (const r of data.currency_rates) rates[r.code] = money(r.value);
  // The schema guarantees each of CURRENCY_CODES exactly once.
  return {
    takenAt: new Date(data.last_updated),
    source: 'manual',
    gold: {
      k24: { buy: money(g.gold_24_buy), sell: money(g.gold_24_sell) },
      k21: { buy: money(g.gold_21_buy), sell: money(g.gold_21_sell) },
      k18: { buy: money(g.gold_18_buy), sell: money(g.gold_18_sell) },
      k14:
        g.gold_14_buy !== undefined && g.gold_14_sell !== undefined
          ? { buy: money(g.gold_14_buy), sell: money(g.gold_14_sell) }
          : null,
      poundBuy: money(g.gold_pound_buy),
      ounceUsd: money(g.gold_ounce_price),
    },
    silver: data.silver_prices
      ? {
          g999: {
            buy: money(data.silver_prices.silver_999_buy),
            sell: money(data.silver_prices.silver_999_sell),
          },
          g925: {
            buy: money(data.silver_prices.silver_925_buy),
            sell: money(data.silver_prices.silver_925_sell),
          },
          ounceUsd: money(data.silver_prices.silver_ounce_price),
        }
      : null,
    rates,
  };
}
