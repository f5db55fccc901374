/**
 * Scenario tests of a gold buy's workmanship and refund in the dialog (product §17), on an actor of the real machine:
 * what the disclosure offers, what is sent, and the server's rules said first, on the field.
 */
import { OWN_HOUSEHOLD_SCOPE } from '@machines/shared/acting-for';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  availableAssetsFixture,
  poundWithWorkmanshipFixture,
  transactionFixture,
} from '@tests/fixtures/machines/transaction-dialog';
import { sellHoldingMachine } from '../sell-holding/sell-holding.machine';
import { selectFieldError, selectTakesWorkmanship, selectWorkmanshipSplit } from './selectors';
import { transactionDialogMachine } from './transaction-dialog.machine';
import type {
  AvailableAssetsResponse,
  SubmitCall,
  SubmitRequest,
  SubmitResult,
  Transaction,
  TransactionDialogEvent,
} from './types';

const catalogue: AvailableAssetsResponse = {
  ...availableAssetsFixture,
  currencies: [{ id: 41, code: 'usd', name: 'US Dollar', weight: null, karat: null, order: 1 }],
};

async function openDialog(transaction: Transaction | null = null, refusal?: unknown) {
  const submitted: SubmitRequest[] = [];
  const machine = transactionDialogMachine.provide({
    actions: { reportSaved: () => undefined, reportClosed: () => undefined },
    actors: {
      loadAvailableAssets: fromPromise(async () => catalogue),
      submitTransaction: fromPromise<SubmitResult, SubmitCall>(async ({ input: { request } }) => {
        submitted.push(request);
        if (refusal) throw refusal;
        return { kind: request.kind, transaction: transactionFixture };
      }),
      sellHolding: sellHoldingMachine.provide({ actors: { loadHolding: fromPromise(async () => 3) } }),
    },
  });
  const actor = createActor(machine, {
    input: { transaction, today: '2026-11-22', role: 'owner', scope: OWN_HOUSEHOLD_SCOPE },
  }).start();
  await waitFor(actor, (s) => s.matches('editing'));
  const send = (...events: TransactionDialogEvent[]) => events.forEach((event) => actor.send(event));
  const save = async () => {
    send({ type: 'dialog.submit' });
    await waitFor(actor, (s) => !s.matches('submitting'));
  };
  return { actor, send, save, submitted };
}

/** A gold pound, 1 at 6,000 (a made-up price that keeps the figures readable). */
const pound: TransactionDialogEvent[] = [
  { type: 'form.mainTypeChanged', mainType: 'pounds' },
  { type: 'form.subTypeChanged', assetId: 1 },
  { type: 'form.priceChanged', price: '6,000' },
];
const includes = { type: 'form.workmanshipToggled' } as const;

describe('transaction dialog: a gold buy that includes workmanship', () => {
  it('sends the workmanship and the refund per unit, as exact decimals typed in either script', async () => {
    const { send, save, submitted } = await openDialog();
    send(...pound, includes);
    send(
      { type: 'form.workmanshipChanged', workmanship: '٣٠٠' },
      { type: 'form.refundChanged', refund: '100.5' },
    );
    await save();
    expect(submitted[0]).toMatchObject({
      kind: 'create',
      payload: { price: '6000', workmanship_per_unit: '300', refund_per_unit: '100.5' },
    });
  });

  it('splits the price live: gold 5,700 + workmanship 300 per unit, and the refund promised', async () => {
    const { actor, send } = await openDialog();
    send(...pound, includes, { type: 'form.workmanshipChanged', workmanship: '300' });
    expect(selectWorkmanshipSplit(actor.getSnapshot())).toEqual({
      gold: '5700',
      workmanship: '300',
      refund: null,
      mainType: 'pounds',
    });
    send({ type: 'form.refundChanged', refund: '100' });
    expect(selectWorkmanshipSplit(actor.getSnapshot())?.refund).toBe('100');
    // A price the workmanship does not fit in has no split to show.
    send({ type: 'form.priceChanged', price: '200' });
    expect(selectWorkmanshipSplit(actor.getSnapshot())).toBeNull();
  });

  it('a closed disclosure records nothing, though what was typed in it is kept for reopening', async () => {
    const { actor, send, save, submitted } = await openDialog();
    send(...pound, includes, { type: 'form.workmanshipChanged', workmanship: '300' });
    send({ type: 'form.workmanshipToggled' });
    expect(selectWorkmanshipSplit(actor.getSnapshot())).toBeNull();
    // Its fields are gone, so nothing can be typed into them.
    send({ type: 'form.workmanshipChanged', workmanship: '999' });
    expect(actor.getSnapshot().context.form.workmanship).toBe('300');
    await save();
    expect(submitted[0]!.payload).not.toHaveProperty('workmanship_per_unit');
    expect(submitted[0]!.payload).not.toHaveProperty('refund_per_unit');
  });

  it('is not offered for a currency, nor on a sale, and then nothing of it is sent', async () => {
    const { actor, send, save, submitted } = await openDialog();
    send({ type: 'form.mainTypeChanged', mainType: 'currencies' }, includes);
    expect(selectTakesWorkmanship(actor.getSnapshot())).toBe(false);
    expect(actor.getSnapshot().context.form.includesWorkmanship).toBe(false);
    send(...pound, includes, { type: 'form.workmanshipChanged', workmanship: '300' });
    send({ type: 'form.transactionTypeChanged', transactionType: 'sell' });
    expect(selectTakesWorkmanship(actor.getSnapshot())).toBe(false);
    await save();
    expect(submitted[0]!.payload).not.toHaveProperty('workmanship_per_unit');
  });
});

describe("transaction dialog: the server's workmanship rules, said on the field first", () => {
  const problemAfterSubmit = async (workmanship: string, refund: string) => {
    const { actor, send, submitted } = await openDialog();
    send(...pound, includes);
    send({ type: 'form.workmanshipChanged', workmanship }, { type: 'form.refundChanged', refund });
    send({ type: 'dialog.submit' });
    const s = actor.getSnapshot();
    return {
      submitted,
      workmanship: selectFieldError('workmanship')(s),
      refund: selectFieldError('refund')(s),
    };
  };

  it('workmanship cannot be more than the price', async () => {
    const result = await problemAfterSubmit('6,000.01', '');
    expect(result.workmanship).toEqual({ kind: 'workmanship', problem: 'abovePrice' });
    expect(result.submitted).toEqual([]);
  });

  it('the refund cannot be more than the workmanship', async () => {
    const result = await problemAfterSubmit('300', '301');
    expect(result.refund).toEqual({ kind: 'workmanship', problem: 'refundAboveWorkmanship' });
    expect(result.submitted).toEqual([]);
  });

  it('a refund needs the workmanship it is part of', async () => {
    const result = await problemAfterSubmit('', '100');
    expect(result.refund).toEqual({ kind: 'workmanship', problem: 'refundWithoutWorkmanship' });
    expect(result.submitted).toEqual([]);
  });

  it('neither can be negative, and each is read by the one parser', async () => {
    const result = await problemAfterSubmit('-5', '1,5');
    expect(result.workmanship).toEqual({ kind: 'number', problem: 'negative' });
    expect(result.refund).toEqual({ kind: 'number', problem: 'ambiguousComma' });
    expect(result.submitted).toEqual([]);
  });

  it('zero workmanship, or the whole price, is recorded', async () => {
    const { send, save, submitted } = await openDialog();
    send(...pound, includes, { type: 'form.workmanshipChanged', workmanship: '0' });
    await save();
    expect(submitted[0]!.payload).toMatchObject({ workmanship_per_unit: '0' });
  });

  it("the server's refusal of a part lands on its field, in the person's words", async () => {
    const refusal = {
      status: 400,
      body: { refund_per_unit: ['Ensure refund_per_unit is not more than workmanship_per_unit.'] },
    };
    const { actor, send, save } = await openDialog(null, refusal);
    send(...pound, includes, { type: 'form.workmanshipChanged', workmanship: '300' });
    await save();
    expect(selectFieldError('refund')(actor.getSnapshot())).toEqual({
      kind: 'server',
      message: 'Ensure refund_per_unit is not more than workmanship_per_unit.',
    });
  });
});

describe('transaction dialog: editing a buy recorded with its workmanship', () => {
  it('shows the recorded workmanship and refund, the disclosure open', async () => {
    const { actor } = await openDialog(poundWithWorkmanshipFixture);
    expect(actor.getSnapshot().context.form).toMatchObject({
      includesWorkmanship: true,
      workmanship: '1200',
      refund: '400',
    });
    expect(selectWorkmanshipSplit(actor.getSnapshot())).toMatchObject({ gold: '25800', workmanship: '1200' });
  });

  it('sends only the part that changed', async () => {
    const { send, save, submitted } = await openDialog(poundWithWorkmanshipFixture);
    send({ type: 'form.refundChanged', refund: '600' });
    await save();
    expect(submitted[0]).toMatchObject({ kind: 'update', payload: { refund_per_unit: '600' } });
    expect(submitted[0]!.payload).not.toHaveProperty('workmanship_per_unit');
  });

  it('closing the disclosure clears both; emptying the refund clears it alone', async () => {
    const closed = await openDialog(poundWithWorkmanshipFixture);
    closed.send({ type: 'form.workmanshipToggled' });
    await closed.save();
    expect(closed.submitted[0]!.payload).toEqual({ workmanship_per_unit: null, refund_per_unit: null });
    const emptied = await openDialog(poundWithWorkmanshipFixture);
    emptied.send({ type: 'form.refundChanged', refund: '' });
    await emptied.save();
    expect(emptied.submitted[0]!.payload).toEqual({ refund_per_unit: null });
  });

  it('a price lowered below the recorded workmanship is refused before it is sent', async () => {
    const { actor, send, submitted } = await openDialog(poundWithWorkmanshipFixture);
    send({ type: 'form.priceChanged', price: '1,000' }, { type: 'dialog.submit' });
    expect(selectFieldError('workmanship')(actor.getSnapshot())).toEqual({
      kind: 'workmanship',
      problem: 'abovePrice',
    });
    expect(submitted).toEqual([]);
  });

  it('an edit without workmanship that adds it sends it', async () => {
    const { send, save, submitted } = await openDialog(transactionFixture);
    send(includes, { type: 'form.workmanshipChanged', workmanship: '1,200' });
    await save();
    expect(submitted[0]!.payload).toEqual({ workmanship_per_unit: '1200' });
  });
});
