import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { sellHoldingMachine } from '../sell-holding/sell-holding.machine';
import { availableAssetsFixture, marketFixture } from '@tests/fixtures/machines/transaction-dialog';
import { transactionDialogMachine } from './transaction-dialog.machine';

/** A dialog whose market answer the test gives by hand, opened to add a gold pound. */
async function dialogAskingTodayPrice() {
  let answerMarket: (market: typeof marketFixture) => void = () => undefined;
  const actor = createActor(
    transactionDialogMachine.provide({
      actions: { reportSaved: () => undefined, reportClosed: () => undefined },
      actors: {
        loadAvailableAssets: fromPromise(async () => availableAssetsFixture),
        loadMarketPrices: fromPromise(() => new Promise((resolve) => (answerMarket = resolve))),
        sellHolding: sellHoldingMachine.provide({ actors: { loadHolding: fromPromise(async () => 0) } }),
      },
    }),
    { input: { today: '2026-11-22', transaction: null } },
  ).start();
  await new Promise((r) => setTimeout(r, 0));
  actor.send({ type: 'form.mainTypeChanged', mainType: 'pounds' });
  actor.send({ type: 'form.subTypeChanged', assetId: 1 });
  actor.send({ type: 'form.todayPriceRequested' });
  expect(actor.getSnapshot().value).toBe('fetchingTodayPrice');
  const answer = async () => {
    answerMarket(marketFixture);
    await new Promise((r) => setTimeout(r, 0));
  };
  return { actor, answer };
}

describe("the dialog while today's price loads", () => {
  it('keeps the quantity, date and member typed meanwhile, and fills the price when it arrives', async () => {
    const { actor, answer } = await dialogAskingTodayPrice();
    actor.send({ type: 'form.quantityChanged', quantity: '3' });
    actor.send({ type: 'form.dateChanged', date: '2026-11-20' });
    actor.send({ type: 'form.fieldLeft', field: 'quantity' });
    await answer();
    const { value, context } = actor.getSnapshot();
    expect(value).toBe('editing');
    expect(context.form).toMatchObject({ quantity: '3', date: '2026-11-20', price: '32800' });
  });

  it('keeps a price the person typed: the price that arrives later does not replace it', async () => {
    const { actor, answer } = await dialogAskingTodayPrice();
    actor.send({ type: 'form.priceChanged', price: '31000' });
    expect(actor.getSnapshot().value).toBe('editing');
    await answer();
    expect(actor.getSnapshot().context.form.price).toBe('31000');
  });

  it('drops the answer for an item the person no longer has chosen', async () => {
    const { actor, answer } = await dialogAskingTodayPrice();
    actor.send({ type: 'form.subTypeChanged', assetId: 2 });
    expect(actor.getSnapshot().value).toBe('editing');
    await answer();
    expect(actor.getSnapshot().context.form).toMatchObject({ assetId: 2, price: '' });
  });
});
