/**
 * Scenario tests of the dialog's rules, on an actor of the real machine with controllable calls. The model-based
 * test proves the view follows the machine; these prove the machine follows the product rules, so a machine that
 * is wrong in a way its view would faithfully show still fails here (docs/testing.md).
 */
import { OWN_HOUSEHOLD_SCOPE } from '@machines/shared/acting-for';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { MarketData } from '@contract/market';
import {
  availableAssetsFixture,
  marketFixture,
  marketWithout21kFixture,
  transactionFixture,
} from '@tests/fixtures/machines/transaction-dialog';
import type { ApiFailure } from '@machines/shared/api-failure';
import type { HouseholdRole } from '@machines/shared/household-role';
import { sellHoldingMachine } from '../sell-holding/sell-holding.machine';
import { transactionDialogMachine } from './transaction-dialog.machine';
import type { DeleteCall, SubmitCall, SubmitRequest, SubmitResult, TransactionDialogEvent } from './types';

const today = '2026-11-22';

type Calls = {
  assets?: () => Promise<typeof availableAssetsFixture>;
  submit?: (request: SubmitRequest) => Promise<SubmitResult>;
  market?: () => Promise<MarketData>;
  remove?: (input: { uuid: string }) => Promise<void>;
};

/** A dialog opened to add (no transaction) or to edit one, its catalogue loaded unless `calls.assets` says else. */
async function openDialog(
  transaction = null as typeof transactionFixture | null,
  calls: Calls = {},
  role: HouseholdRole = 'owner',
) {
  const submitted: SubmitRequest[] = [];
  const spies = {
    notifySaved: vi.fn(),
    notifySubmitFailed: vi.fn(),
    notifyDeleted: vi.fn(),
    notifyDeleteFailed: vi.fn(),
    notifyTodayPriceMissing: vi.fn(),
    notifyAssetsFailed: vi.fn(),
    reportSaved: vi.fn(),
    reportClosed: vi.fn(),
  };
  const machine = transactionDialogMachine.provide({
    actions: spies,
    actors: {
      loadAvailableAssets: fromPromise(calls.assets ?? (async () => availableAssetsFixture)),
      submitTransaction: fromPromise<SubmitResult, SubmitCall>(async ({ input: { request } }) => {
        submitted.push(request);
        return calls.submit ? calls.submit(request) : { kind: request.kind, transaction: transactionFixture };
      }),
      loadMarketPrices: fromPromise(calls.market ?? (async () => marketFixture)),
      deleteTransaction: fromPromise<void, DeleteCall>(
        async ({ input }) => calls.remove?.(input) ?? undefined,
      ),
      sellHolding: sellHoldingMachine.provide({ actors: { loadHolding: fromPromise(async () => 3) } }),
    },
  });
  const actor = createActor(machine, {
    input: { transaction, today, role, scope: OWN_HOUSEHOLD_SCOPE },
  }).start();
  await waitFor(actor, (s) => !s.matches('loadingAssets'));
  const send = (event: TransactionDialogEvent) => actor.send(event);
  return { actor, send, submitted, spies };
}

/** The add form filled in completely: a Gold Pound, 2 at 27,000. */
function fillAddForm(send: (event: TransactionDialogEvent) => void) {
  send({ type: 'form.mainTypeChanged', mainType: 'pounds' });
  send({ type: 'form.subTypeChanged', assetId: 1 });
  send({ type: 'form.quantityChanged', quantity: '2' });
  send({ type: 'form.priceChanged', price: '27,000' });
}

const settled = (actor: Awaited<ReturnType<typeof openDialog>>['actor']) =>
  waitFor(
    actor,
    (s) => !s.matches('submitting') && !s.matches('deleting') && !s.matches('fetchingTodayPrice'),
  );

describe('transaction dialog: the add form', () => {
  it('a complete form is sent as exact decimals dated at noon UTC of the chosen day (product §5)', async () => {
    const { actor, send, submitted, spies } = await openDialog();
    fillAddForm(send);
    send({ type: 'form.dateChanged', date: '2026-03-10' });
    send({ type: 'dialog.submit' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(submitted).toEqual([
      {
        kind: 'create',
        payload: {
          transaction_type: 'buy',
          asset: 1,
          quantity: '2',
          price: '27000',
          timestamp: '2026-03-10T12:00:00Z',
        },
      },
    ]);
    expect(spies.notifySaved).toHaveBeenCalledWith(expect.anything(), { kind: 'create' });
    expect(spies.reportSaved).toHaveBeenCalledWith(expect.anything(), { transaction: transactionFixture });
  });

  it('a form missing a field says all fields are required and sends nothing (product §5)', async () => {
    const { actor, send, submitted } = await openDialog();
    send({ type: 'form.mainTypeChanged', mainType: 'pounds' });
    send({ type: 'form.subTypeChanged', assetId: 1 });
    send({ type: 'dialog.submit' }); // no price
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.problem).toBe('allFieldsRequired');
    // The submit reveals the number fields, so every reason not to save shows at once.
    expect(actor.getSnapshot().context.revealed).toEqual({
      quantity: true,
      price: true,
      workmanship: true,
      refund: true,
    });
    expect(submitted).toEqual([]);
  });

  it('a form without a sub type asks for one and sends nothing (product §5)', async () => {
    const { actor, send, submitted } = await openDialog();
    send({ type: 'form.mainTypeChanged', mainType: 'pounds' });
    send({ type: 'form.priceChanged', price: '27000' });
    send({ type: 'dialog.submit' });
    expect(actor.getSnapshot().context.problem).toBe('subTypeRequired');
    expect(submitted).toEqual([]);
  });

  it('typing into a field takes the form problem away', async () => {
    const { actor, send } = await openDialog();
    send({ type: 'dialog.submit' });
    expect(actor.getSnapshot().context.problem).toBe('allFieldsRequired');
    send({ type: 'form.priceChanged', price: '1' });
    expect(actor.getSnapshot().context.problem).toBeNull();
  });

  it('a number that would be misread is never sent, and both number fields show why', async () => {
    const { actor, send, submitted } = await openDialog();
    fillAddForm(send);
    send({ type: 'form.quantityChanged', quantity: '1.2.3' });
    send({ type: 'dialog.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.problem).toBeNull();
    expect(actor.getSnapshot().context.revealed).toEqual({
      quantity: true,
      price: true,
      workmanship: true,
      refund: true,
    });
    expect(submitted).toEqual([]);
  });

  it('typing never reveals a number problem; leaving the field reveals that field only', async () => {
    const { actor, send } = await openDialog();
    send({ type: 'form.quantityChanged', quantity: '1.2.3' });
    expect(actor.getSnapshot().context.revealed).toMatchObject({ quantity: false, price: false });
    send({ type: 'form.fieldLeft', field: 'quantity' });
    expect(actor.getSnapshot().context.revealed).toMatchObject({ quantity: true, price: false });
  });

  it('choosing a main type clears the sub type chosen before (product §4)', async () => {
    const { actor, send } = await openDialog();
    fillAddForm(send);
    send({ type: 'form.mainTypeChanged', mainType: 'grams' });
    expect(actor.getSnapshot().context.form).toMatchObject({ mainType: 'grams', assetId: null });
  });

  it('a main type without available items resets the choice silently (product §5)', async () => {
    const { actor, send } = await openDialog();
    fillAddForm(send);
    send({ type: 'form.mainTypeChanged', mainType: 'currencies' });
    expect(actor.getSnapshot().context.form).toMatchObject({ mainType: '', assetId: null });
    expect(actor.getSnapshot().context.problem).toBeNull();
  });

  it('only a sub type of the chosen main type can be chosen, or the choice cleared', async () => {
    const { actor, send } = await openDialog();
    send({ type: 'form.mainTypeChanged', mainType: 'pounds' });
    send({ type: 'form.subTypeChanged', assetId: 12 }); // a gram, not a pound
    expect(actor.getSnapshot().context.form.assetId).toBeNull();
    send({ type: 'form.subTypeChanged', assetId: 2 });
    expect(actor.getSnapshot().context.form.assetId).toBe(2);
    send({ type: 'form.subTypeChanged', assetId: null });
    expect(actor.getSnapshot().context.form.assetId).toBeNull();
  });

  it('choosing whose gold it is sends that member with the new transaction', async () => {
    const { actor, send, submitted } = await openDialog();
    fillAddForm(send);
    send({ type: 'form.memberChanged', member: 'm-2' });
    send({ type: 'dialog.submit' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(submitted[0]).toMatchObject({ kind: 'create', payload: { member: 'm-2' } });
  });

  it('switching to a sale keeps what was typed and takes the form problem away', async () => {
    const { actor, send } = await openDialog();
    send({ type: 'dialog.submit' });
    send({ type: 'form.transactionTypeChanged', transactionType: 'sell' });
    expect(actor.getSnapshot().context.form).toMatchObject({ transactionType: 'sell', quantity: '1' });
    expect(actor.getSnapshot().context.problem).toBeNull();
  });

  it('a catalogue that fails to load leaves the add form waiting for Retry', async () => {
    let fail = true;
    const { actor, send, spies } = await openDialog(null, {
      assets: async () => {
        if (fail) throw new Error('offline');
        return availableAssetsFixture;
      },
    });
    expect(actor.getSnapshot().value).toBe('loadingAssetsFailed');
    expect(spies.notifyAssetsFailed).toHaveBeenCalledTimes(1);
    fail = false;
    send({ type: 'assets.retry' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.assets).toEqual(availableAssetsFixture);
  });
});

describe("transaction dialog: today's price", () => {
  it("fills the price with what a dealer sells the chosen item at, when adding a buy (product §10's rule)", async () => {
    const { actor, send } = await openDialog();
    send({ type: 'form.mainTypeChanged', mainType: 'pounds' });
    send({ type: 'form.subTypeChanged', assetId: 1 });
    send({ type: 'form.todayPriceRequested' });
    await settled(actor);
    // A Gold Pound is 8 g of 21k: 8 × 4,100.
    expect(actor.getSnapshot().context.form.price).toBe('32800');
  });

  it('is not asked before an item is chosen', async () => {
    const { actor, send } = await openDialog();
    send({ type: 'form.mainTypeChanged', mainType: 'pounds' });
    send({ type: 'form.todayPriceRequested' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.form.price).toBe('');
  });

  it('is not asked while editing: the recorded price stays', async () => {
    const { actor, send } = await openDialog(transactionFixture);
    send({ type: 'form.todayPriceRequested' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.form.price).toBe('27000');
  });

  it('a market that does not quote the item says so and leaves the price as typed', async () => {
    const { actor, send, spies } = await openDialog(null, { market: async () => marketWithout21kFixture });
    fillAddForm(send);
    send({ type: 'form.todayPriceRequested' });
    await settled(actor);
    expect(actor.getSnapshot().context.form.price).toBe('27,000');
    expect(spies.notifyTodayPriceMissing).toHaveBeenCalledTimes(1);
  });

  it('a market that cannot be reached says the price is missing', async () => {
    const { actor, send, spies } = await openDialog(null, {
      market: async () => {
        throw new Error('offline');
      },
    });
    fillAddForm(send);
    send({ type: 'form.todayPriceRequested' });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(spies.notifyTodayPriceMissing).toHaveBeenCalledTimes(1);
  });
});

describe('transaction dialog: editing', () => {
  it('editing skips the completeness check (product §5)', async () => {
    const { actor, send, submitted } = await openDialog(transactionFixture);
    // An edit whose price field was emptied: the add form would refuse it as incomplete, an edit saves.
    send({ type: 'form.priceChanged', price: '' });
    send({ type: 'form.quantityChanged', quantity: '3' });
    send({ type: 'dialog.submit' });
    expect(actor.getSnapshot().context.problem).toBeNull();
    await waitFor(actor, (s) => s.status === 'done');
    expect(submitted).toEqual([
      { kind: 'update', uuid: transactionFixture.uuid, payload: { quantity: '3' } },
    ]);
  });

  it('editing still refuses a number that would be misread', async () => {
    const { actor, send, submitted } = await openDialog(transactionFixture);
    send({ type: 'form.priceChanged', price: '27,00,0' });
    send({ type: 'dialog.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(submitted).toEqual([]);
  });

  it('an edit sends only the fields that changed (product §3)', async () => {
    const { actor, send, submitted } = await openDialog(transactionFixture);
    send({ type: 'form.dateChanged', date: '2026-03-11' });
    send({ type: 'form.priceChanged', price: '27000.00' }); // the same figure, written otherwise
    send({ type: 'dialog.submit' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(submitted).toEqual([
      { kind: 'update', uuid: transactionFixture.uuid, payload: { timestamp: '2026-03-11T12:00:00Z' } },
    ]);
  });

  it('the kind, main type and item of a recorded transaction cannot change', async () => {
    const { actor, send } = await openDialog(transactionFixture);
    send({ type: 'form.transactionTypeChanged', transactionType: 'sell' });
    send({ type: 'form.mainTypeChanged', mainType: 'grams' });
    send({ type: 'form.subTypeChanged', assetId: 2 });
    expect(actor.getSnapshot().context.form).toMatchObject({
      transactionType: 'buy',
      mainType: 'pounds',
      assetId: 1,
    });
  });

  it('an edit opens even when the catalogue fails to load (it is not needed to edit)', async () => {
    const { actor, spies } = await openDialog(transactionFixture, {
      assets: async () => {
        throw new Error('offline');
      },
    });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(spies.notifyAssetsFailed).toHaveBeenCalledTimes(1);
  });
});

describe('transaction dialog: deleting', () => {
  it('only a recorded transaction can be deleted', async () => {
    const { actor, send } = await openDialog();
    send({ type: 'delete.request' });
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('a delete asks first; cancelling keeps the transaction', async () => {
    const removed: string[] = [];
    const { actor, send } = await openDialog(transactionFixture, {
      remove: async ({ uuid }) => void removed.push(uuid),
    });
    send({ type: 'delete.request' });
    expect(actor.getSnapshot().value).toBe('confirmingDelete');
    send({ type: 'delete.cancel' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(removed).toEqual([]);
  });

  it('a confirmed delete removes that transaction and reports nothing saved', async () => {
    const removed: string[] = [];
    const { actor, send, spies } = await openDialog(transactionFixture, {
      remove: async ({ uuid }) => void removed.push(uuid),
    });
    send({ type: 'delete.request' });
    send({ type: 'delete.confirm' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(removed).toEqual([transactionFixture.uuid]);
    expect(spies.notifyDeleted).toHaveBeenCalledTimes(1);
    expect(spies.reportSaved).toHaveBeenCalledWith(expect.anything(), { transaction: null });
  });

  it('a refused delete returns to the form and says why', async () => {
    const refusal: ApiFailure = { status: 400, body: { detail: 'Not enough balance' } };
    const { actor, send, spies } = await openDialog(transactionFixture, {
      remove: async () => {
        throw refusal;
      },
    });
    send({ type: 'delete.request' });
    send({ type: 'delete.confirm' });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(spies.notifyDeleteFailed).toHaveBeenCalledWith(expect.anything(), refusal);
  });
});

describe('transaction dialog: saving', () => {
  it('a request in flight cannot be abandoned: closing while saving is ignored', async () => {
    let answer!: (result: SubmitResult) => void;
    const { actor, send, spies } = await openDialog(null, {
      submit: () => new Promise((resolve) => (answer = resolve)),
    });
    fillAddForm(send);
    send({ type: 'dialog.submit' });
    await waitFor(actor, (s) => s.matches('submitting'));
    send({ type: 'dialog.close' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(spies.reportClosed).not.toHaveBeenCalled();
    answer({ kind: 'create', transaction: transactionFixture });
    await waitFor(actor, (s) => s.status === 'done');
    expect(spies.reportSaved).toHaveBeenCalledTimes(1);
  });

  it('closing the form reports the dialog closed, nothing saved', async () => {
    const { actor, send, spies } = await openDialog();
    send({ type: 'dialog.close' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(spies.reportClosed).toHaveBeenCalledTimes(1);
    expect(spies.reportSaved).not.toHaveBeenCalled();
  });

  it('a refusal the fields can show lands on them without a toast', async () => {
    const refusal: ApiFailure = { status: 400, body: { quantity: ['Too many digits.'] } };
    const { actor, send, spies } = await openDialog(null, {
      submit: async () => {
        throw refusal;
      },
    });
    fillAddForm(send);
    send({ type: 'dialog.submit' });
    await settled(actor);
    expect(actor.getSnapshot().context.serverErrors).toEqual({ quantity: 'Too many digits.' });
    expect(spies.notifySubmitFailed).not.toHaveBeenCalled();
    // The person answers it by changing that field: its message goes.
    send({ type: 'form.quantityChanged', quantity: '1' });
    expect(actor.getSnapshot().context.serverErrors).toEqual({});
  });

  it('a refusal no field can show is told as a whole, once', async () => {
    const refusal: ApiFailure = { status: 400, body: { detail: 'Not enough balance' } };
    const { actor, send, spies } = await openDialog(null, {
      submit: async () => {
        throw refusal;
      },
    });
    fillAddForm(send);
    send({ type: 'dialog.submit' });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(spies.notifySubmitFailed).toHaveBeenCalledExactlyOnceWith(expect.anything(), refusal);
    expect(spies.reportSaved).not.toHaveBeenCalled();
  });
});

// architecture §10: a viewer of a shared household reads the transaction and changes nothing; the machine refuses the
// writes itself, whatever a page offers (the server refuses them too).
describe('transaction dialog: a viewer', () => {
  it("a viewer's dialog refuses save", async () => {
    const { actor, send, submitted } = await openDialog(transactionFixture, {}, 'viewer');
    send({ type: 'form.priceChanged', price: '28000' });
    expect(actor.getSnapshot().can({ type: 'dialog.submit' })).toBe(false);
    send({ type: 'dialog.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(submitted).toEqual([]);
  });

  it("a viewer's dialog refuses delete: no confirmation, no request", async () => {
    const removed: string[] = [];
    const { actor, send, spies } = await openDialog(
      transactionFixture,
      { remove: async ({ uuid }) => void removed.push(uuid) },
      'viewer',
    );
    expect(actor.getSnapshot().can({ type: 'delete.request' })).toBe(false);
    send({ type: 'delete.request' });
    send({ type: 'delete.confirm' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(removed).toEqual([]);
    expect(spies.reportSaved).not.toHaveBeenCalled();
  });

  it('the owner of the same transaction may save and delete', async () => {
    const { actor } = await openDialog(transactionFixture);
    expect(actor.getSnapshot().can({ type: 'dialog.submit' })).toBe(true);
    expect(actor.getSnapshot().can({ type: 'delete.request' })).toBe(true);
  });
});
