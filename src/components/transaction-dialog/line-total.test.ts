import { OWN_HOUSEHOLD_SCOPE } from '@machines/shared/acting-for';
import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { formatAmount, formatNumber } from '@/i18n/format-number';
import { availableAssetsFixture, transactionFixture } from '@tests/fixtures/machines/transaction-dialog';
import { selectFieldError } from '@machines/transaction-dialog/selectors';
import { transactionDialogMachine } from '@machines/transaction-dialog/transaction-dialog.machine';
import type { SubmitCall, SubmitRequest, SubmitResult } from '@machines/transaction-dialog/types';
import { lineTotal } from './line-total';

/** The app's en-US text as an Arabic keyboard writes it: Arabic-Indic digits, ٬ and ٫. */
const arabic = (text: string) =>
  text.replace(/[0-9,.]/g, (c) =>
    c === ',' ? '\u066c' : c === '.' ? '\u066b' : String.fromCodePoint(0x0660 + Number(c)),
  );

/** Types a price (and quantity 1) into the real dialog machine and presses Add: what would be sent, or why not. */
async function save(price: string): Promise<{ sent: SubmitRequest | null; fieldError: boolean }> {
  let sent: SubmitRequest | null = null;
  const actor = createActor(
    transactionDialogMachine.provide({
      actors: {
        loadAvailableAssets: fromPromise(async () => availableAssetsFixture),
        submitTransaction: fromPromise<SubmitResult, SubmitCall>(async ({ input }) => {
          sent = input.request;
          return { kind: 'create', transaction: transactionFixture };
        }),
      },
      // No parent here to hear the report.
      actions: { reportSaved: () => {} },
    }),
    { input: { today: '2026-11-22', transaction: null, role: 'owner', scope: OWN_HOUSEHOLD_SCOPE } },
  ).start();
  await new Promise((resolve) => setTimeout(resolve, 0));
  actor.send({ type: 'form.mainTypeChanged', mainType: 'pounds' });
  actor.send({ type: 'form.subTypeChanged', assetId: 1 });
  actor.send({ type: 'form.priceChanged', price });
  actor.send({ type: 'dialog.submit' });
  await new Promise((resolve) => setTimeout(resolve, 0));
  const snapshot = actor.getSnapshot();
  const fieldError = selectFieldError('price')(snapshot) !== null || snapshot.context.problem !== null;
  actor.stop();
  return { sent, fieldError };
}

const sentPrice = (request: SubmitRequest | null) =>
  request?.kind === 'create' ? String(request.payload.price) : null;

describe('the live total is the recorded figure (product §10)', () => {
  it('for every amount the app writes, in either script, the total and the saved price are that amount', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 9_999_999_999 }),
        fc.constantFrom(formatAmount, formatNumber),
        fc.boolean(),
        async (cents, format, inArabic) => {
          const value = new Big(cents).div(100);
          const written = format(value.toNumber());
          const typed = inArabic ? arabic(written) : written;
          // Cents are exact, so neither formatter (2 decimals at most) rounds anything away.
          expect(lineTotal('1', typed)).toBe(value.toNumber());
          const { sent } = await save(typed);
          expect(sentPrice(sent)).toBe(value.toFixed());
        },
      ),
      { numRuns: 60 },
    );
  });

  it('for any text, either the saved price is exactly what the total showed, or the field says why and nothing is sent', async () => {
    const typed = fc.string({
      unit: fc.constantFrom(...'0123456789٠١٢٥٩,.٫٬-e '.split('')),
      maxLength: 12,
    });
    await fc.assert(
      fc.asyncProperty(typed, async (text) => {
        const total = lineTotal('1', text);
        const { sent, fieldError } = await save(text);
        if (total === null) {
          expect(sent).toBeNull();
          expect(fieldError).toBe(true);
        } else {
          // The total rounds to the piastre; the price sent is the exact figure it was rounded from.
          expect(new Big(sentPrice(sent)!).round(2).toNumber()).toBe(total);
          expect(fieldError).toBe(false);
        }
      }),
      { numRuns: 150 },
    );
  });
});
