import { useActorRef } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import type { Transaction } from '@contract/portfolio';
import {
  createTransaction,
  deleteTransaction,
  fetchAvailableAssets,
  updateTransaction,
} from '@/api/portfolio';
import { callApi } from '@/api/failure';
import { fetchMarketData } from '@/api/market';
import { unlessAborted } from '@/api/unless-aborted';
import { today } from '@/components/date-picker/date-picker-config';
import { notify } from '@/components/toaster/toaster';
import { transactionDialogMachine } from '@machines/transaction-dialog/transaction-dialog.machine';
import type { SubmitRequest, SubmitResult } from '@machines/transaction-dialog/types';
import { TransactionDialogView } from './transaction-dialog-view';
import { useBackClosesDialog } from './use-back-closes-dialog';
import { deleteFailureMessage, submitFailureMessage } from './transaction-messages';
import { inspect } from '@/app/inspect';

export interface TransactionDialogProps {
  open: boolean;
  /** The transaction to edit; null to add one. */
  transaction: Transaction | null;
  /** The dialog closed: dismissed by the person, or after `onSaved`. */
  onClose: () => void;
  /** Saved (the created or updated transaction) or deleted (null). `onClose` follows. */
  onSaved: (result: Transaction | null) => void;
}

async function submit(request: SubmitRequest): Promise<SubmitResult> {
  const transaction = await callApi(() =>
    request.kind === 'create'
      ? createTransaction(request.payload)
      : updateTransaction(request.uuid, request.payload),
  );
  return { kind: request.kind, transaction };
}

const remove = (uuid: string): Promise<void> => callApi(() => deleteTransaction(uuid));

/**
 * `<TransactionDialog open transaction onClose onSaved />`: the add/edit dialog with its statechart, bound to the
 * portfolio API and the toasts. The parent owns `open`; the dialog reports back through the callbacks.
 */
export function TransactionDialog({ open, transaction, onClose, onSaved }: TransactionDialogProps) {
  const { t } = useTranslation();
  const callbacks = useRef({ onClose, onSaved, t });
  useEffect(() => {
    callbacks.current = { onClose, onSaved, t };
  });

  const actorRef = useActorRef(
    transactionDialogMachine.provide({
      actors: {
        loadAvailableAssets: fromPromise(({ signal }) =>
          unlessAborted(signal, fetchAvailableAssets({ signal })),
        ),
        loadMarketPrices: fromPromise(({ signal }) => unlessAborted(signal, fetchMarketData({ signal }))),
        // Writes are never aborted: once sent, their answer is what the person must see.
        submitTransaction: fromPromise(({ input }: { input: SubmitRequest }) => submit(input)),
        deleteTransaction: fromPromise(({ input }: { input: { uuid: string } }) => remove(input.uuid)),
      },
      actions: {
        notifyAssetsFailed: () => notify.error(callbacks.current.t('errors.loadAvailableAssets')),
        notifySaved: (_, { kind }) =>
          notify.success(callbacks.current.t(kind === 'create' ? 'success.Add' : 'success.Update')),
        notifySubmitFailed: (_, failure) => notify.error(submitFailureMessage(callbacks.current.t, failure)),
        notifyTodayPriceMissing: () => notify.error(callbacks.current.t('transaction.todayPriceMissing')),
        notifyDeleted: () => notify.success(callbacks.current.t('success.Delete')),
        notifyDeleteFailed: (_, failure) => {
          const { title, description } = deleteFailureMessage(callbacks.current.t, failure);
          notify.error(title, { description });
        },
        reportSaved: (_, { transaction: result }) => {
          callbacks.current.onSaved(result);
          callbacks.current.onClose();
        },
        reportClosed: () => callbacks.current.onClose(),
      },
    }),
    { input: { today: () => today() }, inspect },
  );

  // The parent's `open` drives the machine; the machine closes itself after a save and reports it.
  useEffect(() => {
    const closed = actorRef.getSnapshot().matches('closed');
    if (open && closed) actorRef.send({ type: 'dialog.open', transaction });
    if (!open && !closed) actorRef.send({ type: 'dialog.close' });
  }, [open, transaction, actorRef]);

  useBackClosesDialog(actorRef);

  return <TransactionDialogView actorRef={actorRef} today={today()} />;
}
