import { describe, expect, it, vi } from 'vitest';
import type { MemberZakatList } from '@contract/household';
import { createActor, fromPromise, waitFor } from 'xstate';
import { availableAssetsFixture, transactionFixture } from '@tests/fixtures/machines/transaction-dialog';
import { portfolioFixture, transactionPageFixture } from '@tests/fixtures/machines/portfolio';
import { duePage } from '@tests/fixtures/machines/zakat';
import { dashboardMachine } from '../dashboard/dashboard.machine';
import type { DashboardTotals, LoadChartInput, WealthPoint } from '../dashboard/types';
import { portfolioMachine } from '../portfolio/portfolio.machine';
import type { ListRequest } from '../portfolio/types';
import { sellHoldingMachine } from '../sell-holding/sell-holding.machine';
import type { HoldingRequest } from '../sell-holding/types';
import { transactionDialogMachine } from '../transaction-dialog/transaction-dialog.machine';
import type { DeleteCall, SubmitCall, SubmitResult } from '../transaction-dialog/types';
import { zakatMembersMachine } from '../zakat-members/zakat-members.machine';
import { zakatMachine } from '../zakat/zakat.machine';
import type { ScopedPayload, ZakatPage, ZakatPaymentPayload } from '../zakat/types';
import type { ActingFor, ScopeInput } from './acting-for';

// product §13, ADR 030: a page's machine acts for the household and member the app started it for; each call it
// makes gets that scope in its input, nothing else supplies it.
const shared: ActingFor = { household: 'h-shared', member: 'm-2' };

describe('the portfolio', () => {
  it('loads the household and member it was started for, and lists them again after a sort', async () => {
    const asked: ActingFor[] = [];
    const actor = createActor(
      portfolioMachine.provide({
        actors: {
          loadPortfolio: fromPromise<typeof portfolioFixture, ListRequest>(async ({ input }) => {
            asked.push(input.scope);
            return portfolioFixture;
          }),
          loadTransactions: fromPromise<typeof transactionPageFixture, ListRequest>(async ({ input }) => {
            asked.push(input.scope);
            return transactionPageFixture;
          }),
        },
      }),
      { input: { today: () => '2026-11-22', role: 'owner', scope: shared } },
    ).start();
    await waitFor(actor, (s) => s.matches({ data: 'loaded' }));
    actor.send({ type: 'transactions.sortChanged', ordering: 'timestamp' });
    await waitFor(actor, (s) => s.matches({ data: 'loaded' }));
    expect(asked).toEqual([shared, shared]);
  });

  it('opens its transaction dialog for the same household and member', async () => {
    const actor = createActor(
      portfolioMachine.provide({
        actors: {
          loadPortfolio: fromPromise(async () => portfolioFixture),
          transactionDialog: transactionDialogMachine,
        },
      }),
      { input: { today: () => '2026-11-22', role: 'owner', scope: shared } },
    ).start();
    await waitFor(actor, (s) => s.matches({ data: 'loaded' }));
    actor.send({ type: 'dialog.openAdd' });
    expect(actor.getSnapshot().children.transactionDialog?.getSnapshot().context.scope).toEqual(shared);
  });
});

describe('the dashboard', () => {
  it('loads the totals and the chart of the household and member it was started for', async () => {
    const asked: ActingFor[] = [];
    const preferences = { on: () => ({ unsubscribe: () => undefined }) };
    const actor = createActor(
      dashboardMachine.provide({
        actors: {
          loadTotals: fromPromise<DashboardTotals, ScopeInput>(async ({ input }) => {
            asked.push(input.scope);
            return { value: null, priceStatus: null, holdings: [], ledgerEmpty: true } as never;
          }),
          loadChart: fromPromise<WealthPoint[], LoadChartInput>(async ({ input }) => {
            asked.push(input.scope);
            return [];
          }),
        },
      }),
      { input: { today: () => '2026-11-22', role: 'owner', scope: shared, preferences } },
    ).start();
    await vi.waitFor(() => expect(asked).toEqual([shared, shared]));
    actor.stop();
  });
});

describe('the transaction dialog', () => {
  const dialog = (calls: { submitted: SubmitCall[]; deleted: DeleteCall[]; held: HoldingRequest[] }) =>
    createActor(
      transactionDialogMachine.provide({
        actions: {
          reportSaved: () => undefined,
          reportClosed: () => undefined,
          notifySaved: () => undefined,
        },
        actors: {
          loadAvailableAssets: fromPromise(async () => availableAssetsFixture),
          submitTransaction: fromPromise<SubmitResult, SubmitCall>(async ({ input }) => {
            calls.submitted.push(input);
            return { kind: input.request.kind, transaction: transactionFixture };
          }),
          deleteTransaction: fromPromise<void, DeleteCall>(async ({ input }) => {
            calls.deleted.push(input);
          }),
          sellHolding: sellHoldingMachine.provide({
            actors: {
              loadHolding: fromPromise<number, HoldingRequest>(async ({ input }) => {
                calls.held.push(input);
                return 3;
              }),
            },
          }),
        },
      }),
      { input: { today: '2026-11-22', transaction: transactionFixture, role: 'owner', scope: shared } },
    ).start();

  it('saves, deletes and asks what is held for the household and member its page acts for', async () => {
    const calls = {
      submitted: [] as SubmitCall[],
      deleted: [] as DeleteCall[],
      held: [] as HoldingRequest[],
    };
    const actor = dialog(calls);
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'dialog.submit' });
    await waitFor(actor, (s) => s.matches('closed'));
    expect(calls.submitted.map((call) => call.scope)).toEqual([shared]);

    const again = dialog(calls);
    await waitFor(again, (s) => s.matches('editing'));
    again.send({ type: 'delete.request' });
    again.send({ type: 'delete.confirm' });
    await waitFor(again, (s) => s.matches('closed'));
    expect(calls.deleted).toEqual([{ scope: shared, uuid: transactionFixture.uuid }]);
  });

  it('asks what is held on a sale’s date for the scope it was given', async () => {
    const held: HoldingRequest[] = [];
    const actor = createActor(
      sellHoldingMachine.provide({
        actors: {
          loadHolding: fromPromise<number, HoldingRequest>(async ({ input }) => {
            held.push(input);
            return 3;
          }),
        },
      }),
      { input: { scope: shared } },
    ).start();
    const question = { assetId: 11, date: '2026-03-05', exclude: null };
    actor.send({ type: 'holding.asked', question });
    await waitFor(actor, (s) => s.matches('known'));
    expect(held).toEqual([{ scope: shared, question }]);
  });
});

describe('the zakat page', () => {
  it('loads, records a payment and downloads the reminder for the household and member it was started for', async () => {
    const asked: ActingFor[] = [];
    const actor = createActor(
      zakatMachine.provide({
        actions: { notifyPaymentRecorded: () => undefined },
        actors: {
          loadZakat: fromPromise<ZakatPage, ScopeInput>(async ({ input }) => {
            asked.push(input.scope);
            return duePage;
          }),
          recordPayment: fromPromise<ZakatPage, ScopedPayload<ZakatPaymentPayload>>(async ({ input }) => {
            asked.push(input.scope);
            return duePage;
          }),
          downloadReminder: fromPromise<void, ScopeInput>(async ({ input }) => {
            asked.push(input.scope);
          }),
        },
      }),
      { input: { role: 'owner', scope: shared } },
    ).start();
    await waitFor(actor, (s) => s.matches({ loaded: 'idle' }));
    actor.send({ type: 'payment.record' });
    await waitFor(actor, (s) => s.matches({ loaded: 'idle' }));
    actor.send({ type: 'reminder.download' });
    await waitFor(actor, (s) => s.matches({ loaded: 'idle' }) && asked.length === 3);
    expect(asked).toEqual([shared, shared, shared]);
  });

  it('lists each member’s zakat of the household it was started for', async () => {
    const asked: ActingFor[] = [];
    const actor = createActor(
      zakatMembersMachine.provide({
        actors: {
          loadMemberZakat: fromPromise<MemberZakatList, ScopeInput>(async ({ input }) => {
            asked.push(input.scope);
            return { members: [], total_due: 0 };
          }),
        },
      }),
      { input: { scope: { household: 'h-shared', member: null } } },
    ).start();
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(asked).toEqual([{ household: 'h-shared', member: null }]);
  });
});
