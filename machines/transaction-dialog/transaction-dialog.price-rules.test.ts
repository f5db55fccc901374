/**
 * Scenario tests of the form while today's price loads: the form stays the person's, and a choice that changes
 * which price is wanted answers the question, so the late price is not used (docs/testing.md).
 */
import { OWN_HOUSEHOLD_SCOPE } from '@machines/shared/acting-for';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { MarketData } from '@contract/market';
import { availableAssetsFixture, marketFixture } from '@tests/fixtures/machines/transaction-dialog';
import { sellHoldingMachine } from '../sell-holding/sell-holding.machine';
import { transactionDialogMachine } from './transaction-dialog.machine';

/** A dialog adding a Gold Pound whose price of today is asked and not yet answered. */
async function askingTodayPrice() {
  let answerMarket: (market: MarketData) => void = () => undefined;
  const actor = createActor(
    transactionDialogMachine.provide({
      actions: { reportSaved: () => undefined, reportClosed: () => undefined },
      actors: {
        loadAvailableAssets: fromPromise(async () => availableAssetsFixture),
        loadMarketPrices: fromPromise<MarketData>(() => new Promise((resolve) => (answerMarket = resolve))),
        sellHolding: sellHoldingMachine.provide({ actors: { loadHolding: fromPromise(async () => 0) } }),
      },
    }),
    { input: { today: '2026-11-22', transaction: null, role: 'owner', scope: OWN_HOUSEHOLD_SCOPE } },
  ).start();
  await waitFor(actor, (s) => s.matches('editing'));
  actor.send({ type: 'form.mainTypeChanged', mainType: 'pounds' });
  actor.send({ type: 'form.subTypeChanged', assetId: 1 });
  actor.send({ type: 'form.todayPriceRequested' });
  expect(actor.getSnapshot().value).toBe('fetchingTodayPrice');
  const answer = async () => {
    answerMarket(marketFixture);
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { actor, answer };
}

describe("transaction dialog: while today's price loads", () => {
  it('leaving a number field reveals its problem, and the price still arrives', async () => {
    const { actor, answer } = await askingTodayPrice();
    actor.send({ type: 'form.quantityChanged', quantity: '1.2.3' });
    actor.send({ type: 'form.fieldLeft', field: 'quantity' });
    expect(actor.getSnapshot().context.revealed.quantity).toBe(true);
    expect(actor.getSnapshot().value).toBe('fetchingTodayPrice');
    await answer();
    expect(actor.getSnapshot().context.form.price).toBe('32800');
  });

  it('switching to a sale answers the question: the price for a buy is not used', async () => {
    const { actor, answer } = await askingTodayPrice();
    actor.send({ type: 'form.transactionTypeChanged', transactionType: 'sell' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.form.transactionType).toBe('sell');
    await answer();
    expect(actor.getSnapshot().context.form.price).toBe('');
  });

  it('choosing another main type answers the question and clears the item', async () => {
    const { actor, answer } = await askingTodayPrice();
    actor.send({ type: 'form.mainTypeChanged', mainType: 'grams' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.form).toMatchObject({ mainType: 'grams', assetId: null });
    await answer();
    expect(actor.getSnapshot().context.form.price).toBe('');
  });

  it('choosing a main type without items resets the choice and answers the question', async () => {
    const { actor } = await askingTodayPrice();
    actor.send({ type: 'form.mainTypeChanged', mainType: 'currencies' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.form).toMatchObject({ mainType: '', assetId: null });
  });

  it('choosing another item answers the question; an item of another type is refused and the wait goes on', async () => {
    const { actor } = await askingTodayPrice();
    actor.send({ type: 'form.subTypeChanged', assetId: 12 });
    expect(actor.getSnapshot().value).toBe('fetchingTodayPrice');
    expect(actor.getSnapshot().context.form.assetId).toBe(1);
    actor.send({ type: 'form.subTypeChanged', assetId: 2 });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.form.assetId).toBe(2);
  });

  it('keeps the quantity, date and member typed meanwhile, and fills the price when it arrives', async () => {
    const { actor, answer } = await askingTodayPrice();
    actor.send({ type: 'form.quantityChanged', quantity: '3' });
    actor.send({ type: 'form.dateChanged', date: '2026-11-20' });
    actor.send({ type: 'form.memberChanged', member: 'spouse-member' });
    expect(actor.getSnapshot().value).toBe('fetchingTodayPrice');
    await answer();
    const { value, context } = actor.getSnapshot();
    expect(value).toBe('editing');
    expect(context.form).toMatchObject({
      quantity: '3',
      date: '2026-11-20',
      member: 'spouse-member',
      price: '32800',
    });
  });

  it('keeps a price the person typed: the price that arrives later does not replace it', async () => {
    const { actor, answer } = await askingTodayPrice();
    actor.send({ type: 'form.priceChanged', price: '31000' });
    expect(actor.getSnapshot().value).toBe('editing');
    await answer();
    expect(actor.getSnapshot().context.form.price).toBe('31000');
  });
});
