/**
 * Scenario tests of what the dialog tells its view (selectors) and what a sale asks its `sellHolding` child, on an
 * actor of the real machine: the rules a person sees kept, whatever the view draws (docs/testing.md).
 */
import { OWN_HOUSEHOLD_SCOPE } from '@machines/shared/acting-for';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { availableAssetsFixture, transactionFixture } from '@tests/fixtures/machines/transaction-dialog';
import type { ApiFailure } from '@machines/shared/api-failure';
import { sellHoldingMachine } from '../sell-holding/sell-holding.machine';
import type { HoldingQuestion, HoldingRequest } from '../sell-holding/types';
import {
  selectCanAskTodayPrice,
  selectCanDelete,
  selectCanSubmit,
  selectChosenItem,
  selectFieldError,
  selectIsBusy,
  selectIsConfirmingDelete,
  selectIsDeleting,
  selectIsEditing,
  selectIsOpen,
  selectIsSubmitting,
} from './selectors';
import { transactionDialogMachine } from './transaction-dialog.machine';
import type { DeleteCall, SubmitCall, SubmitResult, Transaction } from './types';

type Pending = { answer: () => void; refuse: (failure: ApiFailure) => void };

/** A dialog whose save and delete wait for the test to answer them; `questions` are what sales asked the ledger. */
async function openDialog(transaction: Transaction | null) {
  const questions: HoldingQuestion[] = [];
  const pending: Pending[] = [];
  const waitForAnswer = <T>(value: T) =>
    new Promise<T>((resolve, reject) =>
      pending.push({ answer: () => resolve(value), refuse: (failure) => reject(failure) }),
    );
  const machine = transactionDialogMachine.provide({
    actions: { reportSaved: () => undefined, reportClosed: () => undefined },
    actors: {
      loadAvailableAssets: fromPromise(async () => availableAssetsFixture),
      submitTransaction: fromPromise<SubmitResult, SubmitCall>(() =>
        waitForAnswer({ kind: 'create' as const, transaction: transactionFixture }),
      ),
      deleteTransaction: fromPromise<void, DeleteCall>(() => waitForAnswer(undefined)),
      sellHolding: sellHoldingMachine.provide({
        actors: {
          loadHolding: fromPromise<number, HoldingRequest>(async ({ input }) => {
            questions.push(input.question);
            return 3;
          }),
        },
      }),
    },
  });
  const actor = createActor(machine, {
    input: { transaction, today: '2026-11-22', role: 'owner', scope: OWN_HOUSEHOLD_SCOPE },
  }).start();
  await waitFor(actor, (s) => s.matches('editing'));
  return { actor, questions, pending };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('transaction dialog: what the view is told', () => {
  it('while a save is in flight the dialog is busy and cannot be saved again', async () => {
    const { actor, pending } = await openDialog(transactionFixture);
    expect(selectIsBusy(actor.getSnapshot())).toBe(false);
    expect(selectCanSubmit(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'dialog.submit' });
    const saving = actor.getSnapshot();
    expect(selectIsSubmitting(saving)).toBe(true);
    expect(selectIsBusy(saving)).toBe(true);
    expect(selectCanSubmit(saving)).toBe(false);
    expect(selectCanDelete(saving)).toBe(false);
    pending[0]!.answer();
    await waitFor(actor, (s) => s.status === 'done');
    expect(selectIsOpen(actor.getSnapshot())).toBe(false);
  });

  it('while a delete is in flight the confirmation stays and the dialog is busy', async () => {
    const { actor } = await openDialog(transactionFixture);
    expect(selectCanDelete(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'delete.request' });
    expect(selectIsConfirmingDelete(actor.getSnapshot())).toBe(true);
    expect(selectIsBusy(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'delete.confirm' });
    const deleting = actor.getSnapshot();
    expect(selectIsDeleting(deleting)).toBe(true);
    expect(selectIsConfirmingDelete(deleting)).toBe(true);
    expect(selectIsBusy(deleting)).toBe(true);
  });

  it('the add form offers no delete; an edit offers no price of today', async () => {
    const adding = await openDialog(null);
    expect(selectIsEditing(adding.actor.getSnapshot())).toBe(false);
    expect(selectCanDelete(adding.actor.getSnapshot())).toBe(false);
    const editing = await openDialog(transactionFixture);
    expect(selectIsEditing(editing.actor.getSnapshot())).toBe(true);
    expect(selectCanAskTodayPrice(editing.actor.getSnapshot())).toBe(false);
  });

  it("today's price can be asked once an item is chosen", async () => {
    const { actor } = await openDialog(null);
    actor.send({ type: 'form.mainTypeChanged', mainType: 'pounds' });
    expect(selectCanAskTodayPrice(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'form.subTypeChanged', assetId: 2 });
    expect(selectCanAskTodayPrice(actor.getSnapshot())).toBe(true);
  });

  it("a field shows the server's refusal first, and a number problem only once revealed", async () => {
    const { actor, pending } = await openDialog(transactionFixture);
    actor.send({ type: 'form.quantityChanged', quantity: '1.2.3' });
    // Typed, not yet left: nothing is said while the person types.
    expect(selectFieldError('quantity')(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'form.fieldLeft', field: 'quantity' });
    expect(selectFieldError('quantity')(actor.getSnapshot())).toEqual({
      kind: 'number',
      problem: expect.any(String),
    });
    expect(selectFieldError('price')(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'form.quantityChanged', quantity: '3' });
    actor.send({ type: 'form.dateChanged', date: '2026-03-12' });
    actor.send({ type: 'dialog.submit' });
    pending[0]!.refuse({ status: 400, body: { timestamp: ['Not before the first buy.'] } });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(selectFieldError('date')(actor.getSnapshot())).toEqual({
      kind: 'server',
      message: 'Not before the first buy.',
    });
    expect(selectFieldError('quantity')(actor.getSnapshot())).toBeNull();
  });

  it('the chosen item is the add form’s choice, else the edited transaction’s', async () => {
    const adding = await openDialog(null);
    expect(selectChosenItem(adding.actor.getSnapshot())).toBeNull();
    adding.actor.send({ type: 'form.mainTypeChanged', mainType: 'grams' });
    adding.actor.send({ type: 'form.subTypeChanged', assetId: 11 });
    expect(selectChosenItem(adding.actor.getSnapshot())).toEqual({ code: 'gram_24k', mainType: 'grams' });
    const editing = await openDialog(transactionFixture);
    expect(selectChosenItem(editing.actor.getSnapshot())).toEqual({ code: 'pound_full', mainType: 'pounds' });
  });
});

describe('transaction dialog: a sale asks how much is held', () => {
  it('a sale asks for its item on its date, of the whole ledger until a member is chosen', async () => {
    const { actor, questions } = await openDialog(null);
    actor.send({ type: 'form.mainTypeChanged', mainType: 'pounds' });
    actor.send({ type: 'form.subTypeChanged', assetId: 1 });
    await tick();
    expect(questions).toEqual([]); // a buy asks nothing
    actor.send({ type: 'form.transactionTypeChanged', transactionType: 'sell' });
    await tick();
    expect(questions.at(-1)).toEqual({ assetId: 1, date: '2026-11-22', exclude: null });
    actor.send({ type: 'form.memberChanged', member: 'm-2' });
    await tick();
    expect(questions.at(-1)).toEqual({ assetId: 1, date: '2026-11-22', exclude: null, member: 'm-2' });
    actor.send({ type: 'form.dateChanged', date: '2026-11-20' });
    await tick();
    expect(questions.at(-1)).toMatchObject({ date: '2026-11-20' });
  });

  it('a sale without a date asks nothing and clears what was shown', async () => {
    const { actor, questions } = await openDialog(null);
    actor.send({ type: 'form.transactionTypeChanged', transactionType: 'sell' });
    actor.send({ type: 'form.mainTypeChanged', mainType: 'pounds' });
    actor.send({ type: 'form.subTypeChanged', assetId: 1 });
    await tick();
    const asked = questions.length;
    actor.send({ type: 'form.dateChanged', date: '' });
    await tick();
    expect(questions).toHaveLength(asked);
    expect(actor.getSnapshot().children.sellHolding?.getSnapshot().context.question).toBeNull();
  });

  it('an edited sale leaves itself out of what it may sell, for its own member', async () => {
    const sale = { ...transactionFixture, transaction_type: 'sell' as const, member: 'm-1' };
    const { questions } = await openDialog(sale);
    await tick();
    expect(questions.at(-1)).toEqual({ assetId: 1, date: '2026-03-10', exclude: sale.uuid, member: 'm-1' });
  });
});
