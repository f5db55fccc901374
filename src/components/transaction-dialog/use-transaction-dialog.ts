import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { TransactionDialogMachine } from '@machines/transaction-dialog/transaction-dialog.machine';
import type { MainType, TransactionType } from '@machines/transaction-dialog/types';

export type TransactionDialogActor = ActorRefFrom<TransactionDialogMachine>;

/** The events the dialog's view sends, as one memoised facade (STYLE: views never build event objects). */
export function useTransactionDialogEvents(actorRef: TransactionDialogActor) {
  return useMemo(
    () => ({
      close: () => actorRef.send({ type: 'dialog.close' }),
      retryAssets: () => actorRef.send({ type: 'assets.retry' }),
      setTransactionType: (transactionType: TransactionType) =>
        actorRef.send({ type: 'form.transactionTypeChanged', transactionType }),
      setMainType: (mainType: MainType | '') => actorRef.send({ type: 'form.mainTypeChanged', mainType }),
      setSubType: (assetId: number | null) => actorRef.send({ type: 'form.subTypeChanged', assetId }),
      setQuantity: (quantity: string) => actorRef.send({ type: 'form.quantityChanged', quantity }),
      setPrice: (price: string) => actorRef.send({ type: 'form.priceChanged', price }),
      setDate: (date: string) => actorRef.send({ type: 'form.dateChanged', date }),
      setMember: (member: string) => actorRef.send({ type: 'form.memberChanged', member }),
      leaveQuantity: () => actorRef.send({ type: 'form.fieldLeft', field: 'quantity' }),
      leavePrice: () => actorRef.send({ type: 'form.fieldLeft', field: 'price' }),
      toggleWorkmanship: () => actorRef.send({ type: 'form.workmanshipToggled' }),
      setWorkmanship: (workmanship: string) =>
        actorRef.send({ type: 'form.workmanshipChanged', workmanship }),
      setRefund: (refund: string) => actorRef.send({ type: 'form.refundChanged', refund }),
      leaveWorkmanship: () => actorRef.send({ type: 'form.fieldLeft', field: 'workmanship' }),
      leaveRefund: () => actorRef.send({ type: 'form.fieldLeft', field: 'refund' }),
      askTodayPrice: () => actorRef.send({ type: 'form.todayPriceRequested' }),
      submit: () => actorRef.send({ type: 'dialog.submit' }),
      requestDelete: () => actorRef.send({ type: 'delete.request' }),
      cancelDelete: () => actorRef.send({ type: 'delete.cancel' }),
      confirmDelete: () => actorRef.send({ type: 'delete.confirm' }),
    }),
    [actorRef],
  );
}
