import { fromPromise } from 'xstate';
import {
  createTransaction,
  deleteTransaction,
  fetchAvailableAssets,
  fetchTransactions,
  updateTransaction,
} from '@/api/portfolio';
import type { CreateTransactionPayload } from '@contract/portfolio';
import { callApi } from '@/api/failure';
import type { HouseholdScope } from '@/api/household-scope';
import { fetchMarketData } from '@/api/market';
import { callApiUnlessAborted } from '@/api/unless-aborted';
import { flowToastDuration, notify } from '@/components/toaster/toaster';
import i18n from '@/i18n/i18n';
import { heldQuantity } from '@machines/sell-holding/held';
import { sellHoldingMachine } from '@machines/sell-holding/sell-holding.machine';
import type { HoldingRequest } from '@machines/sell-holding/types';
import { transactionDialogMachine } from '@machines/transaction-dialog/transaction-dialog.machine';
import type { DeleteCall, SubmitCall, SubmitResult } from '@machines/transaction-dialog/types';
import { deleteFailureMessage, submitFailureMessage } from './transaction-messages';
import type { ApiClient } from '@/api/client';
import { type ActorSystem, createApiFor } from '@/app/system/api-for';

// product §13: a new transaction the person did not give a member goes to the member the page looks at (without one,
// the server records it for the owner's own).
const withScopeMember = (
  { member }: HouseholdScope,
  payload: CreateTransactionPayload,
): CreateTransactionPayload => (payload.member || !member ? payload : { ...payload, member });

async function submit(client: ApiClient, { scope, request }: SubmitCall): Promise<SubmitResult> {
  const transaction = await callApi(() =>
    request.kind === 'create'
      ? createTransaction(client, scope, withScopeMember(scope, request.payload))
      : updateTransaction(client, scope, request.uuid, request.payload),
  );
  return { kind: request.kind, transaction };
}

const remove = (client: ApiClient, { scope, uuid }: DeleteCall): Promise<void> =>
  callApi(() => deleteTransaction(client, scope, uuid));

/** What is held at the end of the question's day: that item's entries up to then, summed (product §10). */
async function loadHolding(
  client: ApiClient,
  { scope, question }: HoldingRequest,
  signal: AbortSignal,
): Promise<number> {
  const { assetId, date, member, exclude } = question;
  const entries = await callApiUnlessAborted(signal, () =>
    fetchTransactions(client, scope, { asset: assetId, to: date, member }, { signal }),
  );
  return heldQuantity(entries, exclude);
}

const t = i18n.t.bind(i18n);

/**
 * The transaction dialog's machine bound to the portfolio API and the toasts, its toasts lasting `duration` when given
 * (else as their kind's): what the portfolio and dashboard pages provide as their `transactionDialog` child (ADR 016).
 * Its calls act for the scope its parent gives it in its input; its reports (`dialog.saved`, `dialog.closed`) go to the
 * parent that invoked it.
 */
const transactionDialogWithToasts = (duration?: number) => {
  const shown = { duration };
  return transactionDialogMachine.provide({
    actors: {
      loadAvailableAssets: fromPromise(({ signal, system }) =>
        callApiUnlessAborted(signal, async () =>
          fetchAvailableAssets(await createApiFor(system), { signal }),
        ),
      ),
      loadMarketPrices: fromPromise(({ signal, system }) =>
        callApiUnlessAborted(signal, async () => fetchMarketData(await createApiFor(system), { signal })),
      ),
      // Writes are never aborted: once sent, their answer is what the person must see.
      submitTransaction: fromPromise(async ({ input, system }: { input: SubmitCall; system: ActorSystem }) =>
        submit(await createApiFor(system), input),
      ),
      deleteTransaction: fromPromise(async ({ input, system }: { input: DeleteCall; system: ActorSystem }) =>
        remove(await createApiFor(system), input),
      ),
      sellHolding: sellHoldingMachine.provide({
        actors: {
          loadHolding: fromPromise(async ({ input, signal, system }) =>
            loadHolding(await createApiFor(system), input, signal),
          ),
        },
      }),
    },
    actions: {
      notifyAssetsFailed: () => notify.error(t('errors.loadAvailableAssets'), shown),
      notifySaved: (_, { kind }) =>
        notify.success(t(kind === 'create' ? 'success.Add' : 'success.Update'), shown),
      notifySubmitFailed: (_, failure) => notify.error(submitFailureMessage(t, failure), shown),
      notifyTodayPriceMissing: () => notify.error(t('transaction.todayPriceMissing'), shown),
      notifyDeleted: () => notify.success(t('success.Delete'), shown),
      notifyDeleteFailed: (_, failure) => {
        const { title, description } = deleteFailureMessage(t, failure);
        notify.error(title, { ...shown, description });
      },
    },
  });
};

/** The portfolio page's dialog: the signed-in toast host's durations (product §9: 2000 ms success, 4000 ms others). */
export const liveTransactionDialog = transactionDialogWithToasts();

/** The dashboard's dialog: product §9 gives the dashboard flow's toasts 5000 ms. */
export const dashboardTransactionDialog = transactionDialogWithToasts(flowToastDuration);
