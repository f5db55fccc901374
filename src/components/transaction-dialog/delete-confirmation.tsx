import { Button, Dialog, Text } from '@chakra-ui/react';
import { useSelector } from '@/lib/use-selector';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '@/i18n/format-number';
import { formatQuantity, formatTransactionDate } from '@/components/portfolio/portfolio-format';
import {
  selectIsConfirmingDelete,
  selectIsDeleting,
  selectTransaction,
} from '@machines/transaction-dialog/selectors';
import { assetName } from './asset-name';
import { useTransactionDialogEvents, type TransactionDialogActor } from './use-transaction-dialog';
import { DialogContent } from '@/components/dialog-content/dialog-content';

/** product §2: the delete confirmation sub-dialog, hidden by default, with cancel and delete. */
export function DeleteConfirmation({ actorRef }: { actorRef: TransactionDialogActor }) {
  const { t, i18n } = useTranslation();
  const events = useTransactionDialogEvents(actorRef);
  const transaction = useSelector(actorRef, selectTransaction);
  const open = useSelector(actorRef, selectIsConfirmingDelete);
  const deleting = useSelector(actorRef, selectIsDeleting);

  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(e) => !e.open && !deleting && events.cancelDelete()}
      size="sm"
      placement="center"
      lazyMount
      unmountOnExit
    >
      <DialogContent>
        <Dialog.Header>
          <Dialog.Title>{t('transaction.deleteTitle')}</Dialog.Title>
        </Dialog.Header>
        <Dialog.Body>
          <Text>{t('transaction.deleteConfirm')}</Text>
          {/* Which transaction (product §10): the person confirms what they see, not "this" one. */}
          {transaction && (
            <Text mt="2" fontWeight="medium" data-testid="delete-subject">
              {t(`transaction.deleteSubject.${transaction.transaction_type}`, {
                quantity: formatQuantity(transaction.quantity),
                asset: assetName(t, transaction.asset_code, transaction.asset_name),
                price: formatAmount(transaction.price),
                currency: t('common.currency.EGP'),
                date: formatTransactionDate(transaction.timestamp, i18n.language),
              })}
            </Text>
          )}
        </Dialog.Body>
        <Dialog.Footer>
          <Button variant="outline" onClick={events.cancelDelete} disabled={deleting}>
            {t('transaction.cancel')}
          </Button>
          <Button colorPalette="red" onClick={events.confirmDelete} loading={deleting}>
            {t('transaction.delete')}
          </Button>
        </Dialog.Footer>
      </DialogContent>
    </Dialog.Root>
  );
}
