/**
 * Scenario tests of what the dialog tells the page that opened it (ADR 016): `dialog.saved` with the saved
 * transaction (null after a delete), or `dialog.closed` when it was dismissed. The other rules tests replace these
 * two reports with spies; here the dialog runs as the real child of a page that keeps what it hears.
 */
import { OWN_HOUSEHOLD_SCOPE } from '@machines/shared/acting-for';
import { describe, expect, it } from 'vitest';
import { assign, createActor, fromPromise, setup, waitFor, type ActorRefFrom } from 'xstate';
import { availableAssetsFixture, transactionFixture } from '@tests/fixtures/machines/transaction-dialog';
import { sellHoldingMachine } from '../sell-holding/sell-holding.machine';
import { transactionDialogMachine } from './transaction-dialog.machine';
import type { DeleteCall, SubmitCall, SubmitResult, Transaction, TransactionDialogReport } from './types';

/** A page that opens the dialog (to add, or to edit `transaction`) and writes down every report it hears. */
function openFromPage(transaction: Transaction | null, remove: () => Promise<void> = async () => {}) {
  const dialog = transactionDialogMachine.provide({
    actors: {
      loadAvailableAssets: fromPromise(async () => availableAssetsFixture),
      submitTransaction: fromPromise<SubmitResult, SubmitCall>(async ({ input: { request } }) => ({
        kind: request.kind,
        transaction: transactionFixture,
      })),
      deleteTransaction: fromPromise<void, DeleteCall>(remove),
      sellHolding: sellHoldingMachine.provide({ actors: { loadHolding: fromPromise(async () => 3) } }),
    },
  });
  const page = setup({
    types: { context: {} as { heard: TransactionDialogReport[] }, events: {} as TransactionDialogReport },
    actors: { dialog },
    actions: { hear: assign({ heard: ({ context, event }) => [...context.heard, event] }) },
  }).createMachine({
    context: { heard: [] },
    invoke: {
      src: 'dialog',
      id: 'dialog',
      input: { transaction, today: '2026-11-22', role: 'owner', scope: OWN_HOUSEHOLD_SCOPE },
    },
    on: { 'dialog.saved': { actions: 'hear' }, 'dialog.closed': { actions: 'hear' } },
  });
  const actor = createActor(page).start();
  const child = actor.getSnapshot().children.dialog as ActorRefFrom<typeof dialog>;
  const heard = () => actor.getSnapshot().context.heard;
  return { child, heard };
}

describe('transaction dialog: what the page that opened it hears (ADR 016)', () => {
  it('closing the dialog tells the page it was dismissed', async () => {
    const { child, heard } = openFromPage(null);
    await waitFor(child, (s) => s.matches('editing'));
    child.send({ type: 'dialog.close' });
    expect(heard()).toEqual([{ type: 'dialog.closed' }]);
  });

  it('a save tells the page the transaction the server saved', async () => {
    const { child, heard } = openFromPage(null);
    await waitFor(child, (s) => s.matches('editing'));
    child.send({ type: 'form.mainTypeChanged', mainType: 'pounds' });
    child.send({ type: 'form.subTypeChanged', assetId: 1 });
    child.send({ type: 'form.quantityChanged', quantity: '2' });
    child.send({ type: 'form.priceChanged', price: '27,000' });
    child.send({ type: 'dialog.submit' });
    await waitFor(child, (s) => s.status === 'done');
    expect(heard()).toEqual([{ type: 'dialog.saved', result: transactionFixture }]);
  });

  it('a delete tells the page, with no transaction, and a close while it is in flight is not heard', async () => {
    let answer!: () => void;
    const { child, heard } = openFromPage(transactionFixture, () => new Promise<void>((r) => (answer = r)));
    await waitFor(child, (s) => s.matches('editing'));
    child.send({ type: 'delete.request' });
    child.send({ type: 'delete.confirm' });
    child.send({ type: 'dialog.close' });
    expect(child.getSnapshot().value).toBe('deleting');
    expect(heard()).toEqual([]);
    answer();
    await waitFor(child, (s) => s.status === 'done');
    expect(heard()).toEqual([{ type: 'dialog.saved', result: null }]);
  });
});
