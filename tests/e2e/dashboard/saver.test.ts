// Product §10, "the dashboard a saver expects", in Arabic on a phone and in English on a desktop: beside the total
// value, the cost basis and the gain or loss (unrealised, and realised from a sale); "since yesterday" names the
// close it compares with; total grams is the gross weight, with the pure gold beside it. Hand-computed figures.
import { beforeAll, expect, it } from 'vitest';
import { describeInBrowser, openSignedInPage, type SignedInUser } from '@tests/support/browser-suite';
import {
  createSignedInUser,
  recordSnapshot,
  recordTransactions,
  withPageDiagnosis,
} from '@tests/support/e2e';
import { before, now } from './price-snapshots';
import { closeDayIn, configurations, dayOf } from './configurations';

const DAY = 24 * 3600 * 1000;

describeInBrowser('the dashboard a saver expects (product §10)', (suite) => {
  let user: SignedInUser;
  let closeAt: number;

  beforeAll(async () => {
    const at = Date.now();
    closeAt = at - 2 * DAY;
    await recordSnapshot(suite.server, before(new Date(closeAt)));
    await recordSnapshot(suite.server, now(new Date(at - 60_000)));
    user = await createSignedInUser(suite.server);
    await recordTransactions(suite.server, user.access, [
      ['gram_21k', 10, 5900, dayOf(at - 5 * DAY)],
      ['pound_full', 1, 47000, dayOf(at - 5 * DAY)],
      ['usd', 100, 51, dayOf(at - 5 * DAY)],
      ['gram_21k', 2, 6100, dayOf(at - 3 * DAY), 'sell'],
    ]);
  });

  it.each(configurations)(
    '$language on a $device: cost basis and gains beside the value, the close named, gross and pure grams',
    async ({ language, t, viewport, locale, egp }) => {
      const { page, context, errors } = await openSignedInPage(suite, {
        language,
        viewport,
        user,
        path: '/dashboard',
      });
      const text = (testId: string) => page.getByTestId(testId).textContent();
      const cards = t.dashboard.cards;
      const gains = t.dashboard.gains;
      const closeDay = closeDayIn(locale, closeAt);
      await withPageDiagnosis(page, errors, async () => {
        // Held: 8 g + one pound (8 g) of 21k at 6,081.47 and 100 USD at 52.0502:
        //   16 × 6,081.47 + 5,205.02 = 102,508.54. At the named close (21k 6,000, USD 51.50): 96,000 + 5,150 =
        //   101,150, so +1,358.54, +1.34 %.
        await expect
          .poll(() => text('card-total-value'), { timeout: 60_000 })
          .toBe(
            `${cards.totalValue}102,508.54${egp}+1.34%${cards.percentageChangeSince.replace('<figure>{{percent}}</figure>', '').replace('{{day}}', closeDay)}`,
          );
        expect(await text('card-daily-change')).toBe(
          `${cards.dailyChange}+1,358.54${egp}${cards.dailyChangeSince.replace('{{day}}', closeDay)}`,
        );
        // Weighted-average cost (ADR 007): 8 g × 5,900 + 47,000 + 100 × 51 = 99,300; unrealised 3,208.54 (3.23 %);
        // the sale of 2 g at 6,100 realised 2 × (6,100 − 5,900) = 400.
        expect(await text('gain-costBasis')).toBe(`${gains.costBasis}99,300.00${egp}`);
        expect(await text('gain-unrealized')).toBe(`${gains.unrealized}+3,208.54${egp}+3.23%`);
        expect(await text('gain-realized')).toBe(`${gains.realized}+400.00${egp}`);
        expect(await text('gain-total')).toBe(`${gains.total}+3,608.54${egp}`);
        // 16 g of 21k gross, 14 g of pure gold (16 × 21 / 24).
        expect(await text('card-total-grams')).toBe(
          `${cards.totalGrams}16${cards.gramsUnit}${cards.gramsHint}${cards.pureGold} 14 ${cards.gramsUnit}`,
        );
      });
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
